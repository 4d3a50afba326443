import type { QuoteRequestInput } from "./booking.schema";
import type { LegEndpoint } from "./booking-leg.schema";
import { placeById } from "./places";
import { ADDRESS_ZONES, type AddressZone } from "./zones";

/*
 * A trip leg as the booking forms hold it (the public form and the staff one): each end a preset
 * place or a typed address, the pickup as a date and a time picked in Asia/Riyadh, strings as
 * typed. One conversion to the shared request; the schemas stay the judge. Type-only imports of
 * the schemas: the public form's first step does not bring zod.
 */

/** The place id that means "a typed address" whose city is not chosen yet (old drafts). */
export const ADDRESS = "address";

/**
 * "Another address in Makkah": the list offers a typed address per city, so the address carries
 * the zone its leg is priced by (zones.ts) and the customer sees which one they chose.
 */
export const addressChoice = (zone: AddressZone): string => `${ADDRESS}:${zone}`;
export const isAddressChoice = (placeId: string): boolean => placeId === ADDRESS || placeId.startsWith(`${ADDRESS}:`);
export function addressZoneOf(placeId: string): AddressZone | undefined {
  const zone = placeId.slice(ADDRESS.length + 1);
  return placeId.startsWith(`${ADDRESS}:`) && (ADDRESS_ZONES as readonly string[]).includes(zone) ? (zone as AddressZone) : undefined;
}

export interface EndpointValues {
  /** A preset place id, addressChoice(zone) for a typed one, "" until chosen. */
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
  /** Hourly products only: what the customer plans, free text. */
  plan?: string;
}

/** What a leg asks for (product-routes.ts LegShape): a transfer has a destination; a tour and an hourly hire only a start. */
export type LegFormShape = "transfer" | "tour" | "hourly";

type LegRequest = QuoteRequestInput["legs"][number];

export const isAirportPickup = (leg: Pick<LegFormValues, "from">): boolean => placeById(leg.from.placeId)?.kind === "airport";

/** "2026-03-01" + "14:30" → "2026-03-01T14:30+03:00" (Riyadh has no daylight saving); "" when incomplete. */
export const riyadhInstant = (date: string, time: string): string => (date && time ? `${date}T${time}+03:00` : "");

function endpointOf(value: EndpointValues): LegEndpoint {
  if (!isAddressChoice(value.placeId)) return { type: "place", placeId: value.placeId as never };
  const zone = addressZoneOf(value.placeId);
  // Without a city the schema refuses the address (booking.address.zone), on this end's list.
  return { type: "address", address: value.address, ...(zone ? { zone } : {}) } as LegEndpoint;
}

/**
 * One leg of the request, extras aside (each form has its own): the flight number only where it
 * matters, a destination only for transfers, hours and the plan only for hourly hire.
 */
export function legRequestOf(leg: LegFormValues, shape: LegFormShape): Omit<LegRequest, "extras"> {
  const plan = leg.plan?.trim();
  return {
    from: endpointOf(leg.from),
    ...(shape === "transfer" ? { to: endpointOf(leg.to) } : {}),
    pickupAt: riyadhInstant(leg.date, leg.time),
    ...(isAirportPickup(leg) || leg.flightNumber.trim() ? { flightNumber: leg.flightNumber } : {}),
    ...(shape === "hourly" && leg.hours ? { hours: Number(leg.hours) } : {}),
    ...(shape === "hourly" && plan ? { plan } : {}),
  };
}
