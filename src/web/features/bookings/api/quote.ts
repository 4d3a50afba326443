import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import type { QuoteRequestInput } from "#shared/bookings/booking.schema";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

/** POST /api/quotes: every vehicle class that fits, priced for this trip. No side effect, so a query. */
export const fetchQuote = (request: QuoteRequestInput, language: Language, signal?: AbortSignal) =>
  bookingFetch<QuoteResponse>("/api/quotes", language, { body: request, signal }).then((answer) => answer.data);

export const quoteQuery = (request: QuoteRequestInput | null, language: Language) =>
  queryOptions({
    queryKey: ["bookings", "quote", request, language],
    queryFn: ({ signal }) => fetchQuote(request as QuoteRequestInput, language, signal),
    enabled: request !== null,
    // While the next price loads, the previous one stays on screen (greyed), not a blank list.
    placeholderData: keepPreviousData,
  });

export const useQuote = (request: QuoteRequestInput | null, language: Language) => useQuery(quoteQuery(request, language));
