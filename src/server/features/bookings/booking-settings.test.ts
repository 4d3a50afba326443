import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_KEY } from "#shared/settings/site-settings.schema";
import { createSiteSettingsCache } from "#server/platform/settings/site-settings-cache";
import { createBookingSettings, readBookingPolicy } from "./booking-settings";

/** A settings store with one stored row, as the settings table would answer it; counts reads. */
function storeWith(site: unknown) {
  const store = { reads: 0, site, get: async (key: string) => (store.reads++, key === SITE_SETTINGS_KEY ? store.site : undefined) };
  return store;
}

describe("booking settings from /admin/configurations", () => {
  it("uses the administrator's lead time, cut-off and confirmation promise, and the defaults when none is stored", async () => {
    const stored = createBookingSettings(
      readBookingPolicy(createSiteSettingsCache(storeWith({ bookingLeadTimeHours: 12, cancellationCutoffHours: 48, confirmWithinHours: 8 }))),
    );
    expect(await stored.leadHours()).toBe(12);
    expect(await stored.freeCancellationHours()).toBe(48);
    expect(await stored.confirmWithinHours()).toBe(8);
    const defaults = createBookingSettings(readBookingPolicy(createSiteSettingsCache(storeWith(undefined))));
    expect(await defaults.leadHours()).toBe(6);
    expect(await defaults.freeCancellationHours()).toBe(24);
    expect(await defaults.confirmWithinHours()).toBe(4);
  });

  it("reads through the site-settings cache: one read per 5 seconds shared by concurrent quotes, and a save applies at once", async () => {
    let now = 1_000;
    const store = storeWith({ bookingLeadTimeHours: 9 });
    const cache = createSiteSettingsCache(store, { now: () => now });
    const settings = createBookingSettings(readBookingPolicy(cache));
    const readsOf = () => store.reads / 2; // the cache reads site settings and flags together
    expect(await Promise.all(Array.from({ length: 50 }, () => settings.leadHours()))).toEqual(Array(50).fill(9));
    expect(readsOf()).toBe(1);
    store.site = { bookingLeadTimeHours: 10 };
    now += 4_000;
    expect(await settings.leadHours()).toBe(9);
    now += 2_000;
    await Promise.all(Array.from({ length: 50 }, () => settings.freeCancellationHours()));
    expect(readsOf()).toBe(2);
    expect(await settings.leadHours()).toBe(10);
    store.site = { bookingLeadTimeHours: 11 };
    cache.invalidate(); // what saving the site settings does in this process
    expect(await settings.leadHours()).toBe(11);
  });
});
