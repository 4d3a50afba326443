import type { Resolver } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import type { BookingFormValues } from "./booking-form-values";

/** The validation code (zod and the shared schemas, ≈ 27 KB gzip): fetched once the visitor starts on the form, not with the page. */
export const loadValidation = () => import("./booking-form-errors");

/**
 * react-hook-form's resolver over the shared submission schema (validateBooking): the messages
 * are the server's own, in the page's language. `isHourly` tells which services ask for hours.
 */
export function bookingResolver(language: Language, isHourly: (productSlug: string) => boolean): Resolver<BookingFormValues> {
  return async (values) => {
    const { toFieldErrors, validateBooking } = await loadValidation();
    const flat = validateBooking(values, language, isHourly(values.productSlug));
    return Object.keys(flat).length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(flat, values) };
  };
}
