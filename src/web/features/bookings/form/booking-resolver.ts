import type { Resolver } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import type { BookingProduct } from "../components/booking-product";
import type { BookingFormValues } from "./booking-form-values";

/** The validation code (zod and the shared schemas, ≈ 27 KB gzip): fetched once the visitor starts on the form, not with the page. */
export const loadValidation = () => import("./booking-form-errors");

/**
 * react-hook-form's resolver over the shared submission schema (validateBooking): the messages
 * are the server's own, in the page's language. `productOf` gives the chosen service (its fields and routes);
 * `leadHours` is the site's shortest notice for a pickup.
 */
export function bookingResolver(
  language: Language,
  productOf: (productSlug: string) => BookingProduct | undefined,
  leadHours: number,
): Resolver<BookingFormValues> {
  return async (values) => {
    const { toFieldErrors, validateBooking } = await loadValidation();
    const flat = validateBooking(values, language, productOf(values.productSlug), leadHours);
    return Object.keys(flat).length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(flat, values) };
  };
}
