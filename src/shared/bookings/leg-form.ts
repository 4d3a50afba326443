import type { QuoteRequestInput } from "./booking.schema";
import type { LegEndpoint } from "./booking-leg.schema";
import { placeById } from "./places";

/*
 * A trip leg as the booking forms hold it (the public form and the staff one): each end a preset
 * place or a typed address, the pickup as a date and a time picked in Asia/Riyadh, strings as
 * typed. One conversion to the shared request; the schemas stay the judge. Type-only imports of
 * the schemas: the public form's first step does not bring zod.
 */

/** The place id that means "a typed address". */
export const ADDRESS = "address";

export interface EndpointValues {
  /** A preset place id, ADDRESS for a typed one, "" until chosen. */
  placeId: string;
  address: string;
}

export interface LegFormValues {
  from: EndpointValues;
  to: EndpointValues;
  /** YYYY-MM-DD and HH:mm, both in Asia/Riyadh. */
  date: string;
  time: string;
  flightNumber: string;
  /** Hourly products only. */
  hours: string;
}

type LegRequest = QuoteRequestInput["legs"][number];

export const isAirportPickup = (leg: Pick<LegFormValues, "from">): boolean => placeById(leg.from.placeId)?.kind === "airport";

/** "2026-03-01" + "14:30" → "2026-03-01T14:30+03:00" (Riyadh has no daylight saving); "" when incomplete. */
export const riyadhInstant = (date: string, time: string): string => (date && time ? `${date}T${time}+03:00` : "");

const endpointOf = (value: EndpointValues): LegEndpoint =>
  value.placeId === ADDRESS ? { type: "address", address: value.address } : { type: "place", placeId: value.placeId as never };

/** One leg of the request, extras aside (each form has its own): the flight number only where it matters. */
export function legRequestOf(leg: LegFormValues, hourly: boolean): Omit<LegRequest, "extras"> {
  return {
    from: endpointOf(leg.from),
    to: endpointOf(leg.to),
    pickupAt: riyadhInstant(leg.date, leg.time),
    ...(isAirportPickup(leg) || leg.flightNumber.trim() ? { flightNumber: leg.flightNumber } : {}),
    ...(hourly && leg.hours ? { hours: Number(leg.hours) } : {}),
  };
}
