import type { Resolver } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { toFieldErrors, validateBooking } from "./booking-form-errors";
import type { BookingFormValues } from "./booking-form-values";

/**
 * react-hook-form's resolver over the shared submission schema (validateBooking): the messages
 * are the server's own, in the page's language. `isHourly` tells which services ask for hours.
 */
export function bookingResolver(language: Language, isHourly: (productSlug: string) => boolean): Resolver<BookingFormValues> {
  return (values) => {
    const flat = validateBooking(values, language, isHourly(values.productSlug));
    return Object.keys(flat).length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(flat, values) };
  };
}
