import { useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import type { QuoteRequestInput } from "#shared/bookings/booking.schema";
import type { Language } from "#shared/i18n/languages";
import { useQuote } from "../api/quote";
import { validateBooking } from "../form/booking-form-errors";
import { toQuoteRequest, type BookingFormValues } from "../form/booking-form-values";
import type { BookingProduct } from "./booking-product";

const DEBOUNCE_MS = 350;
// What a quote depends on; contact details and the chosen vehicle do not change the prices.
const QUOTE_FIELDS = /^(productSlug|legs|adults|children|infants|bags)(\.|$)/;

/**
 * The prices for the trip as it stands, asked again (debounced) whenever the trip, the party or
 * the extras change, and only while those are valid: an invalid trip asks nothing.
 */
export function useTripQuote(language: Language, products: BookingProduct[]) {
  const values = useWatch<BookingFormValues>() as BookingFormValues;
  const product = products.find((candidate) => candidate.slug === values.productSlug);
  const request = useMemo<QuoteRequestInput | null>(() => {
    const problems = Object.keys(validateBooking(values, language, product)).filter((path) => QUOTE_FIELDS.test(path));
    return problems.length === 0 ? toQuoteRequest(values, product?.shape ?? "transfer") : null;
  }, [values, language, product]);
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(request);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key === "null" ? null : (JSON.parse(key) as QuoteRequestInput)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return { request: settled, query: useQuote(settled, language), waiting: key !== JSON.stringify(settled) };
}
