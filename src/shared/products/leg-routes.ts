import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { ZONE_NAMES, zoneOfEndpoint } from "#shared/bookings/zones";
import type { LocalizedText } from "#shared/i18n/localized-text";
import { routeServing, type LegShape, type ProductRoute } from "./product-routes";

/** Transfers are booked leg by leg (a return, Makkah → Madinah…); a tour, an hourly hire and a package are one booking each. */
export const takesSeveralLegs = (kind: string): boolean => kind === "airport_transfer" || kind === "intercity_transfer";

export interface LegRouteIssue {
  ok: false;
  status: 400 | 422;
  key: string;
  /** "legs.0.to" */
  path: string;
  names?: { from: LocalizedText; to?: LocalizedText };
}

/**
 * The route each leg travels, or why the service cannot make the trip: a pair (or a start) none of
 * its routes serves is a 422 naming the places, on the leg's field, so a wrong price is never
 * quoted (Jeddah airport → Madinah is not the Makkah transfer's trip). The server decides with it;
 * the booking form says the same before asking.
 */
export function legRoutes<R extends ProductRoute>(
  service: { shape: LegShape; severalLegs: boolean },
  routes: readonly R[],
  legs: readonly { from: LegEndpoint; to?: LegEndpoint | undefined }[],
): { ok: true; value: R[] } | LegRouteIssue {
  if (legs.length > 1 && !service.severalLegs) return { ok: false, status: 422, key: "booking.legs.single", path: "legs" };
  const result: R[] = [];
  for (const [index, leg] of legs.entries()) {
    const fromZone = zoneOfEndpoint(leg.from);
    if (!fromZone) return { ok: false, status: 400, key: "booking.place.invalid", path: `legs.${index}.from` };
    if (service.shape !== "transfer") {
      const route = routeServing(
        routes.filter((r) => r.toZone === null),
        fromZone,
        null,
      );
      if (!route) return { ok: false, status: 422, key: "booking.route.unservedStart", path: `legs.${index}.from`, names: { from: ZONE_NAMES[fromZone] } };
      result.push(route);
      continue;
    }
    if (!leg.to) return { ok: false, status: 400, key: "booking.place.toRequired", path: `legs.${index}.to` };
    const toZone = zoneOfEndpoint(leg.to);
    if (!toZone) return { ok: false, status: 400, key: "booking.place.invalid", path: `legs.${index}.to` };
    const route = routeServing(routes, fromZone, toZone);
    if (!route)
      return { ok: false, status: 422, key: "booking.route.unserved", path: `legs.${index}.to`, names: { from: ZONE_NAMES[fromZone], to: ZONE_NAMES[toZone] } };
    result.push(route);
  }
  return { ok: true, value: result };
}
