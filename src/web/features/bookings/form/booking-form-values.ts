import type { Language } from "#shared/i18n/languages";
import type { BookingSubmissionInput, QuoteRequestInput } from "#shared/bookings/booking.schema";
import { EXTRA_KINDS, type ExtraKind } from "#shared/bookings/extras";
import { legRequestOf, type EndpointValues, type LegFormShape, type LegFormValues } from "#shared/bookings/leg-form";
import { dialCodeOf } from "./countries";

/*
 * What the form holds, shaped for inputs (strings for what is typed, a date and a time picked in
 * Asia/Riyadh), and the one conversion to the shared request schemas. The schemas stay the judge:
 * the form only reshapes, so its messages are the server's messages.
 */
export { ADDRESS, isAddressChoice, isAirportPickup, riyadhInstant, type EndpointValues, type LegFormShape } from "#shared/bookings/leg-form";

export interface LegValues extends LegFormValues {
  extras: Record<ExtraKind, number>;
  /** "date time" the customer confirmed as a night pickup (night-question.tsx); never sent. */
  nightOk?: string;
}

export interface BookingFormValues {
  productSlug: string;
  legs: LegValues[];
  adults: number;
  children: number;
  infants: number;
  bags: number;
  vehicleClassSlug: string;
  contact: {
    name: string;
    phone: string;
    country: string;
    whatsapp: boolean;
    email: string;
    language: Language;
    notes: string;
  };
}

/**
 * MAX_LEGS of booking.schema.ts, repeated so that step 1 does not bring zod with the page
 * (booking-form-values.test.ts checks they agree).
 */
export const FORM_MAX_LEGS = 6;

export const noExtras = (): Record<ExtraKind, number> => Object.fromEntries(EXTRA_KINDS.map((kind) => [kind, 0])) as Record<ExtraKind, number>;

export function emptyLeg(from: EndpointValues = { placeId: "", address: "" }, to: EndpointValues = { placeId: "", address: "" }): LegValues {
  return { from, to, date: "", time: "", flightNumber: "", hours: "", plan: "", extras: noExtras(), nightOk: "" };
}

export function initialValues(productSlug: string, language: Language): BookingFormValues {
  return {
    productSlug,
    legs: [emptyLeg()],
    adults: 1,
    children: 0,
    infants: 0,
    bags: 1,
    vehicleClassSlug: "",
    contact: { name: "", phone: "", country: "SA", whatsapp: true, email: "", language, notes: "" },
  };
}

/** The leg back: from and to swapped, no date yet. */
export function returnLeg(leg: LegValues): LegValues {
  return emptyLeg({ ...leg.to }, { ...leg.from });
}

/**
 * The number as the visitor typed it, with the picked country's code when they typed none
 * ("0300 1234567" in Pakistan → "+92 300 1234567"). Saudi local forms are read by the schema.
 */
export function phoneWithCountry(phone: string, country: string): string {
  const trimmed = phone.trim();
  if (trimmed === "" || /^[+\u066B]|^(00|٠٠)/.test(trimmed) || country === "SA") return trimmed;
  const dial = dialCodeOf(country);
  return dial ? `+${dial}${trimmed.replace(/^[0٠]+/, "")}` : trimmed;
}

export function toQuoteRequest(values: BookingFormValues, shape: LegFormShape): QuoteRequestInput {
  return {
    productSlug: values.productSlug,
    legs: values.legs.map((leg) => ({
      ...legRequestOf(leg, shape),
      extras: EXTRA_KINDS.filter((kind) => leg.extras[kind] > 0).map((kind) => ({ kind, quantity: leg.extras[kind] })),
    })),
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    bags: values.bags,
  };
}

export function toSubmission(values: BookingFormValues, shape: LegFormShape, extra: { captcha: string; quoteToken?: string }): BookingSubmissionInput {
  const { contact } = values;
  return {
    ...toQuoteRequest(values, shape),
    vehicleClassSlug: values.vehicleClassSlug,
    contact: {
      name: contact.name,
      phone: phoneWithCountry(contact.phone, contact.country),
      whatsapp: contact.whatsapp,
      email: contact.email,
      country: contact.country,
      language: contact.language,
      notes: contact.notes,
    },
    ...(extra.quoteToken ? { quoteToken: extra.quoteToken } : {}),
    captcha: extra.captcha,
  };
}
