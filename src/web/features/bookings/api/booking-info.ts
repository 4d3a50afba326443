import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicBookingView } from "#shared/bookings/api-contract";
import type { Language } from "#shared/i18n/languages";
import { bookingFetch } from "./booking-fetch";

/** GET /api/booking-info/:token — the customer's view of their booking (404 for a wrong, expired or revoked token). */
export const fetchBookingInfo = (token: string, language: Language, signal?: AbortSignal) =>
  bookingFetch<PublicBookingView>(`/api/booking-info/${encodeURIComponent(token)}`, language, { signal }).then((answer) => answer.data);

export const bookingInfoQuery = (token: string, language: Language, initialData?: PublicBookingView) =>
  queryOptions({
    queryKey: ["bookings", "info", token],
    queryFn: ({ signal }) => fetchBookingInfo(token, language, signal),
    initialData,
    // The server's render is fresh: no second read right after hydration.
    initialDataUpdatedAt: initialData ? Date.now() : undefined,
  });

export const useBookingInfo = (token: string, language: Language, initialData?: PublicBookingView) => useQuery(bookingInfoQuery(token, language, initialData));
