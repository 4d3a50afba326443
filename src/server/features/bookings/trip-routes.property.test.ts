import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { PLACES } from "#shared/bookings/places";
import { ADDRESS_ZONES } from "#shared/bookings/zones";
import { createBookingSettings } from "./booking-settings";
import { createCatalogueRepository } from "./catalogue.repository";
import { createTripPricing, type Trip } from "./trip-pricing.service";

/*
 * Over every pair of leg ends (each preset place, and a typed address in each city) and every demo
 * service: the pair is either priced at the price of the seed route that serves it, per vehicle
 * class, or refused with the route sentence (422). The oracle reads content/products.json and
 * matches zones by hand (airports their own zone, other places their city), not with the code
 * under test.
 */
type SeedRoute = { from: string; to?: string; bothWays?: boolean; prices: { vehicleClass: string; amountHalalas: number; unit: string }[] };
type SeedProduct = { slug: string; kind: string; routes: SeedRoute[] };
const seed = JSON.parse(readFileSync(new URL("../../../../content/products.json", import.meta.url), "utf8")) as SeedProduct[];

const ends: { endpoint: LegEndpoint; zone: string }[] = [
  ...PLACES.map((place) => ({
    endpoint: { type: "place", placeId: place.id } as LegEndpoint,
    zone: place.kind === "airport" ? `${place.city}-airport` : place.city,
  })),
  ...ADDRESS_ZONES.map((zone) => ({ endpoint: { type: "address", address: "King Abdulaziz Road 12", zone } as LegEndpoint, zone })),
];

function servingRoute(product: SeedProduct, from: string, to: string): SeedRoute | undefined {
  const startOnly = product.kind === "ziyarat_tour" || product.kind === "hourly_hire";
  return product.routes.find((route) =>
    startOnly ? route.from === from : (route.from === from && route.to === to) || (route.bothWays !== false && route.from === to && route.to === from),
  );
}

let handle: DatabaseHandle;
let pricing: ReturnType<typeof createTripPricing>;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  pricing = createTripPricing({ catalogue: createCatalogueRepository(handle.db), settings: createBookingSettings() });
});
afterAll(async () => handle.close());

describe("the route rule over all place pairs", () => {
  it("prices a pair by the route that serves it, or refuses it (422)", async () => {
    const now = new Date();
    const pickupAt = new Date(now.getTime() + 10 * 86_400_000).toISOString();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...seed), fc.constantFrom(...ends), fc.constantFrom(...ends), async (product, from, to) => {
        const startOnly = product.kind === "ziyarat_tour" || product.kind === "hourly_hire";
        const trip: Trip = {
          productSlug: product.slug,
          legs: [{ from: from.endpoint, ...(startOnly ? {} : { to: to.endpoint }), pickupAt, flightNumber: "SV123", extras: [] }],
          adults: 1,
          children: 0,
          infants: 0,
          bags: 0,
        };
        const route = servingRoute(product, from.zone, to.zone);
        const loaded = await pricing.load(trip, now);
        if (!route) {
          expect(loaded).toMatchObject({ ok: false, status: 422, key: startOnly ? "booking.route.unservedStart" : "booking.route.unserved" });
          return;
        }
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.value.all.map((vehicle) => vehicle.slug).sort()).toEqual(route.prices.map((price) => price.vehicleClass).sort());
        for (const vehicle of loaded.value.all) {
          const expected = route.prices.find((price) => price.vehicleClass === vehicle.slug)!;
          const priced = pricing.price(trip, loaded.value, vehicle);
          expect(priced.ok).toBe(true);
          if (priced.ok) expect(priced.value.legs[0]!.unitHalalas).toBe(expected.amountHalalas);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
