import { ZONES, type Zone } from "#shared/bookings/zones";
import type { ProductKind } from "./product-kinds";

/*
 * A service's routes (what it serves) and the form each product kind needs.
 * - Transfers (airport, intercity) and packages: a route goes from an origin zone to a destination
 *   zone, and "both ways" serves the way back too. A leg is priced by the route it travels.
 * - Ziyarat tours and hourly hire: a route is a start zone only (toZone null); the tour's stops
 *   come from the product, the hire's plan from the customer; neither has a return leg.
 * A pair no route serves is refused by the server (422) and never offered by the form.
 */
export interface ProductRoute {
  id: number;
  fromZone: Zone;
  /** null: a start-only route (tours and hourly hire). */
  toZone: Zone | null;
  bothWays: boolean;
}

export const LEG_SHAPES = ["transfer", "tour", "hourly"] as const;
export type LegShape = (typeof LEG_SHAPES)[number];

export function legShapeOf(kind: ProductKind | string): LegShape {
  if (kind === "ziyarat_tour") return "tour";
  if (kind === "hourly_hire") return "hourly";
  return "transfer";
}

/** Start-only kinds price a start zone; the others a pair of zones. */
export const startsOnly = (kind: ProductKind | string): boolean => legShapeOf(kind) !== "transfer";

/**
 * The route that serves a leg: for a start-only route the start zone alone, otherwise the pair
 * in the route's direction, or reversed when the route runs both ways. The first match wins
 * (routes come in the staff's order).
 */
export function routeServing<R extends ProductRoute>(routes: readonly R[], fromZone: Zone, toZone: Zone | null): R | undefined {
  return routes.find((route) => {
    if (route.toZone === null) return route.fromZone === fromZone;
    if (toZone === null) return false;
    return (route.fromZone === fromZone && route.toZone === toZone) || (route.bothWays && route.fromZone === toZone && route.toZone === fromZone);
  });
}

/** Zones a leg of this service can start in (the form's From list). */
export function originZones(routes: readonly ProductRoute[]): Set<Zone> {
  const zones = new Set<Zone>();
  for (const route of routes) {
    zones.add(route.fromZone);
    if (route.bothWays && route.toZone) zones.add(route.toZone);
  }
  return zones;
}

/** Zones a leg of this service can end in when it starts in fromZone (the form's To list); every served end while From is unset. */
export function destinationZones(routes: readonly ProductRoute[], fromZone: Zone | null): Set<Zone> {
  const zones = new Set<Zone>();
  for (const route of routes) {
    if (route.toZone === null) continue;
    if (fromZone === null || route.fromZone === fromZone) zones.add(route.toZone);
    if (route.bothWays && (fromZone === null || route.toZone === fromZone)) zones.add(route.fromZone);
  }
  return zones;
}

/** Zones in a stable order (ZONES'), for lists. */
export const inZoneOrder = (zones: Set<Zone>): Zone[] => ZONES.filter((zone) => zones.has(zone));
