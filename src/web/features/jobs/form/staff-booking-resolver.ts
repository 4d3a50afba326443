import type { FieldErrors, Resolver } from "react-hook-form";
import { parseStaffBooking } from "#shared/bookings/staff-booking.schema";
import type { Language } from "#shared/i18n/languages";
import { formPathOf, toStaffPayload, type StaffBookingValues } from "./staff-booking-values";

/** Flat "a.0.b" messages → react-hook-form's nested errors (arrays for the legs, as its field arrays expect). */
export function toFieldErrors(flat: Record<string, string>, values: StaffBookingValues): FieldErrors<StaffBookingValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = formPathOf(path, values).split(".");
    let node = errors;
    parts.slice(0, -1).forEach((part, index) => {
      node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
    const last = parts.at(-1)!;
    node[last] ??= { type: "validate", message };
  }
  return errors as FieldErrors<StaffBookingValues>;
}

/** The shared staff-booking parser as the form's resolver: the form's messages are the server's. */
export function staffBookingResolver(language: Language, isHourly: (productSlug: string) => boolean): Resolver<StaffBookingValues> {
  return async (values) => {
    const parsed = parseStaffBooking(toStaffPayload(values, isHourly(values.productSlug)), language);
    return parsed.ok ? { values, errors: {} } : { values: {}, errors: toFieldErrors(parsed.fieldErrors, values) };
  };
}
