import type { LocalizedText } from "#shared/i18n/localized-text";
import { placeById, type Place, type PlaceCity } from "./places";

/*
 * Zones: what a service's routes are written in (issue "Bookings as pilgrims and dispatchers
 * found them", item 1). Each airport is its own zone (Jeddah airport → Makkah is not Jeddah →
 * Makkah), every other preset place is in its city's zone, and a typed address carries the zone
 * the customer picked for it ("Another address in Makkah"). Prices then belong to a route between
 * zones, never to a product's name alone.
 */
export const ZONES = ["jeddah-airport", "madinah-airport", "jeddah", "makkah", "madinah", "taif"] as const;
export type Zone = (typeof ZONES)[number];

/** The zones a typed address can be in: the cities (an airport is chosen by its terminal). */
export const ADDRESS_ZONES = ["makkah", "madinah", "jeddah", "taif"] as const satisfies readonly (PlaceCity & Zone)[];
export type AddressZone = (typeof ADDRESS_ZONES)[number];

export const ZONE_NAMES: Record<Zone, LocalizedText> = {
  "jeddah-airport": { en: "Jeddah airport", ar: "مطار جدة" },
  "madinah-airport": { en: "Madinah airport", ar: "مطار المدينة المنورة" },
  jeddah: { en: "Jeddah", ar: "جدة" },
  makkah: { en: "Makkah", ar: "مكة المكرمة" },
  madinah: { en: "Madinah", ar: "المدينة المنورة" },
  taif: { en: "Taif", ar: "الطائف" },
};

export const isZone = (value: unknown): value is Zone => typeof value === "string" && (ZONES as readonly string[]).includes(value);

export function zoneOfPlace(place: Pick<Place, "kind" | "city">): Zone {
  const airport = `${place.city}-airport`;
  return place.kind === "airport" && isZone(airport) ? airport : place.city;
}

/** A leg end's zone: a preset place's, or the one the customer chose for a typed address; null when unknown. */
export function zoneOfEndpoint(endpoint: { type: "place"; placeId: string } | { type: "address"; zone?: string }): Zone | null {
  if (endpoint.type === "address") return isZone(endpoint.zone) ? endpoint.zone : null;
  const place = placeById(endpoint.placeId);
  return place ? zoneOfPlace(place) : null;
}
