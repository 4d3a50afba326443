import { addressChoice } from "#shared/bookings/leg-form";
import { PLACE_CITIES, PLACES, type Place, type PlaceCity } from "#shared/bookings/places";
import { zoneOfEndpoint, zoneOfPlace, type AddressZone, type Zone } from "#shared/bookings/zones";
import { destinationZones, originZones, type ProductRoute } from "#shared/products/product-routes";
import type { BookingProduct } from "../components/booking-product";
import { ADDRESS, type EndpointValues } from "./booking-form-values";

/** One city's group in a place list: its preset places in served zones, and "another address in <city>" when the city is served. */
export interface PlaceGroup {
  city: PlaceCity;
  places: Place[];
  addressZone: AddressZone | null;
}

function groupsIn(allowed: ReadonlySet<Zone> | null): PlaceGroup[] {
  return PLACE_CITIES.flatMap((city) => {
    const places = PLACES.filter((place) => place.city === city && (!allowed || allowed.has(zoneOfPlace(place))));
    const addressZone = !allowed || allowed.has(city) ? city : null;
    return places.length > 0 || addressZone ? [{ city, places: [...places], addressZone }] : [];
  });
}

const startZones = (routes: readonly ProductRoute[]): Set<Zone> => new Set(routes.filter((route) => route.toZone === null).map((route) => route.fromZone));

/**
 * What each end's list offers for the chosen service (all places until one is chosen): From the
 * zones its routes leave from (either end of a both-ways route), To the zones served from the
 * chosen From, a tour's or an hourly hire's start its start zones.
 */
export function placeGroupsFor(product: BookingProduct | undefined, end: "from" | "to", from: EndpointValues | undefined): PlaceGroup[] {
  if (!product) return groupsIn(null);
  if (product.shape !== "transfer") return groupsIn(startZones(product.routes));
  if (end === "from") return groupsIn(originZones(product.routes));
  return groupsIn(destinationZones(product.routes, from ? endpointZone(from) : null));
}

/** The zone of a form end, when chosen. */
export function endpointZone(value: EndpointValues): Zone | null {
  if (!value.placeId) return null;
  if (value.placeId === ADDRESS || value.placeId.startsWith(`${ADDRESS}:`))
    return zoneOfEndpoint({ type: "address", zone: value.placeId.slice(ADDRESS.length + 1) });
  return zoneOfEndpoint({ type: "place", placeId: value.placeId });
}

/** Every value the groups offer (a chosen value not among them is cleared). */
export const offeredValues = (groups: readonly PlaceGroup[]): Set<string> =>
  new Set(groups.flatMap((group) => [...group.places.map((place) => place.id as string), ...(group.addressZone ? [addressChoice(group.addressZone)] : [])]));
