import { describe, expect, it } from "vitest";
import { createSiteSettingsCache } from "./site-settings-cache";

describe("site settings cache", () => {
  it("reads at most once per ttl, and a save's invalidation beats a read begun before it", async () => {
    let stored: unknown = { extraCurrencies: ["PKR"] };
    let reads = 0;
    let release: (() => void) | null = null;
    const settings = {
      get: async (key: string) => {
        if (key !== "site") return undefined;
        reads++;
        const value = stored;
        if (release === null && reads === 2) await new Promise<void>((resolve) => (release = resolve));
        return value;
      },
    };
    let clock = 0;
    const cache = createSiteSettingsCache(settings, { ttlMs: 5_000, now: () => clock });
    expect((await cache.site()).extraCurrencies).toEqual(["PKR"]);
    expect((await cache.site()).extraCurrencies).toEqual(["PKR"]);
    expect(reads).toBe(1);

    clock = 6_000;
    const slow = cache.site(); // begins a read of the old value, held
    stored = { extraCurrencies: ["IDR"] };
    cache.invalidate(); // the save
    const fresh = await cache.site();
    expect(fresh.extraCurrencies).toEqual(["IDR"]);
    release!();
    expect((await slow).extraCurrencies).toEqual(["PKR"]);
    // The late, older read did not replace the newer value.
    expect(cache.peek().site.extraCurrencies).toEqual(["IDR"]);
  });
});
