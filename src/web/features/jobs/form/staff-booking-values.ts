import type { QuoteRequestInput } from "#shared/bookings/booking.schema";
import { isAddressChoice, legRequestOf, type EndpointValues, type LegFormValues } from "#shared/bookings/leg-form";
import type { StaffBookingInput, StaffBookingSource } from "#shared/bookings/staff-booking.schema";
import type { Language } from "#shared/i18n/languages";

/*
 * What the staff form holds (strings as typed; the pickup as a date and a time in Asia/Riyadh),
 * and the one conversion to the shared payload. The shared parser stays the judge.
 */
export { ADDRESS, isAirportPickup, riyadhInstant, type EndpointValues } from "#shared/bookings/leg-form";
export const FORM_MAX_LEGS = 6;

/** The staff form takes no extras: a leg is the shared form leg as it is. */
export type StaffLegValues = LegFormValues;
export interface StaffBookingValues {
  source: StaffBookingSource;
  productSlug: string;
  legs: StaffLegValues[];
  adults: number;
  children: number;
  infants: number;
  bags: number;
  vehicleClassSlug: string;
  contact: { name: string; phone: string; whatsapp: boolean; email: string; country: string; language: Language; notes: string };
}

export const emptyLeg = (from: EndpointValues = { placeId: "", address: "" }, to: EndpointValues = { placeId: "", address: "" }): StaffLegValues => ({
  from,
  to,
  date: "",
  time: "",
  flightNumber: "",
  hours: "",
});

export const initialStaffValues = (): StaffBookingValues => ({
  source: "phone",
  productSlug: "",
  legs: [emptyLeg()],
  adults: 1,
  children: 0,
  infants: 0,
  bags: 1,
  vehicleClassSlug: "",
  contact: { name: "", phone: "", whatsapp: true, email: "", country: "SA", language: "ar", notes: "" },
});

// Number inputs give NaN when emptied; the schema then says "enter a number" rather than guessing 0.
const count = (value: number) => (Number.isFinite(value) ? value : (undefined as unknown as number));

export function toStaffQuoteRequest(values: StaffBookingValues, hourly: boolean): QuoteRequestInput {
  return {
    productSlug: values.productSlug,
    legs: values.legs.map((leg) => ({ ...legRequestOf(leg, hourly ? "hourly" : "transfer"), extras: [] })),
    adults: count(values.adults),
    children: count(values.children),
    infants: count(values.infants),
    bags: count(values.bags),
  };
}

export function toStaffPayload(values: StaffBookingValues, hourly: boolean, quoteToken?: string): StaffBookingInput {
  return {
    ...toStaffQuoteRequest(values, hourly),
    source: values.source,
    vehicleClassSlug: values.vehicleClassSlug,
    contact: { ...values.contact, country: values.contact.country.trim().toUpperCase() },
    ...(quoteToken ? { quoteToken } : {}),
  };
}

/** A payload path ("legs.0.pickupAt", "legs.1.from") → the form field that shows its message. */
export function formPathOf(path: string, values: StaffBookingValues): string {
  const [head, index, field] = path.split(".");
  if (head === "legs" && index !== undefined && field !== undefined) {
    if (field === "pickupAt") return `legs.${index}.date`;
    if (field === "from" || field === "to") {
      // The address text's own problems go under its box; the city and the route under the list.
      const chosen = values.legs[Number(index)]?.[field]?.placeId ?? "";
      return `legs.${index}.${field}.${isAddressChoice(chosen) && path.split(".")[3] === "address" ? "address" : "placeId"}`;
    }
    return `legs.${index}.${field}`;
  }
  if (head === "legs") return "legs.0.date";
  if (path === "" || path === "captcha" || path === "quoteToken") return "root.form";
  return path;
}
