import { describe, expect, it } from "vitest";
import { createChangeSignal } from "#server/platform/modules/change-signal";
import { CATALOGUE_TTL_MS, createCatalogueCache } from "./catalogue-cache";
import type { TripCatalogueRow } from "./catalogue.repository";

const row = (slug: string, amountHalalas: number): TripCatalogueRow => ({
  product: { id: 1, slug, kind: "airport_transfer", name: { en: slug, ar: slug }, active: true },
  routes: [{ id: 1, fromZone: "jeddah-airport", toZone: "makkah", bothWays: true, prices: { 1: { unit: "trip", amountHalalas, minimumHours: null } } }],
  classes: [{ id: 1, slug: "sedan", name: { en: "Sedan", ar: "سيدان" }, passengers: 3, bags: 3 }],
  seasons: [],
  extras: [],
});

/** A catalogue "database" whose price can change, counting its reads. */
function source() {
  const state = { price: 25_000, reads: 0 };
  return {
    state,
    repository: {
      async tripCatalogue(slug: string) {
        state.reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return slug === "known" ? row(slug, state.price) : null;
      },
    },
  };
}

const priceOf = (found: TripCatalogueRow | null) => found?.routes[0]?.prices[1]?.amountHalalas;

describe("pricing's in-memory catalogue", () => {
  it("reads once for many requests, and again after the signal or after 5 s", async () => {
    const { state, repository } = source();
    const signal = createChangeSignal();
    let clock = 1_000;
    const cache = createCatalogueCache(repository, signal, () => clock);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => cache.tripCatalogue("known")));
    expect(concurrent.map(priceOf)).toEqual(Array(20).fill(25_000));
    expect(state.reads).toBe(1);

    state.price = 27_000;
    expect(priceOf(await cache.tripCatalogue("known"))).toBe(25_000);
    signal.notify();
    expect(priceOf(await cache.tripCatalogue("known"))).toBe(27_000);
    expect(state.reads).toBe(2);

    state.price = 30_000;
    clock += CATALOGUE_TTL_MS;
    expect(priceOf(await cache.tripCatalogue("known"))).toBe(27_000);
    clock += 1;
    expect(priceOf(await cache.tripCatalogue("known"))).toBe(30_000);
    expect(state.reads).toBe(3);
  });

  it("keeps no entry for an unknown product, so made-up slugs cannot grow it", async () => {
    const { state, repository } = source();
    const cache = createCatalogueCache(repository, createChangeSignal());
    expect(await cache.tripCatalogue("nope")).toBeNull();
    expect(await cache.tripCatalogue("nope")).toBeNull();
    expect(state.reads).toBe(2);
  });

  it("reads again after a failed read instead of keeping the failure", async () => {
    let fail = true;
    const cache = createCatalogueCache(
      {
        async tripCatalogue(slug: string) {
          if (fail) throw new Error("connection lost");
          return row(slug, 25_000);
        },
      },
      createChangeSignal(),
    );
    await expect(cache.tripCatalogue("known")).rejects.toThrow("connection lost");
    fail = false;
    expect(priceOf(await cache.tripCatalogue("known"))).toBe(25_000);
  });
});
