import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_KEY } from "#shared/settings/site-settings.schema";
import { createBookingSettings, readBookingPolicy } from "./booking-settings";

/** A settings store with one stored row, as the settings table would answer it; counts reads. */
function storeWith(site: unknown) {
  const store = { reads: 0, site, get: async (key: string) => (store.reads++, key === SITE_SETTINGS_KEY ? store.site : undefined) };
  return store;
}

describe("booking settings from /admin/configurations", () => {
  it("uses the administrator's lead time and cut-off, and the defaults when none is stored", async () => {
    const stored = createBookingSettings(readBookingPolicy(storeWith({ bookingLeadTimeHours: 12, cancellationCutoffHours: 48 })));
    expect(await stored.leadHours()).toBe(12);
    expect(await stored.freeCancellationHours()).toBe(48);
    const defaults = createBookingSettings(readBookingPolicy(storeWith(undefined)));
    expect(await defaults.leadHours()).toBe(6);
    expect(await defaults.freeCancellationHours()).toBe(24);
    expect(await defaults.confirmWithinHours()).toBe(12);
  });

  it("reads the settings at most once per 5 seconds, then sees a change", async () => {
    let now = 1_000;
    const store = storeWith({ bookingLeadTimeHours: 8 });
    const settings = createBookingSettings(readBookingPolicy(store, () => now));
    expect(await settings.leadHours()).toBe(8);
    store.site = { bookingLeadTimeHours: 10 };
    now += 4_000;
    expect(await settings.leadHours()).toBe(8);
    expect(store.reads).toBe(1);
    now += 2_000;
    expect(await settings.leadHours()).toBe(10);
    expect(store.reads).toBe(2);
  });

  it("shares one read among the requests that arrive while it runs, and retries after a failed one", async () => {
    let now = 1_000;
    const store = storeWith({ bookingLeadTimeHours: 9 });
    const settings = createBookingSettings(readBookingPolicy(store, () => now));
    expect(await Promise.all(Array.from({ length: 50 }, () => settings.leadHours()))).toEqual(Array(50).fill(9));
    expect(store.reads).toBe(1);
    now += 6_000;
    await Promise.all(Array.from({ length: 50 }, () => settings.freeCancellationHours()));
    expect(store.reads).toBe(2);

    let failing = true;
    const flaky = { get: async (key: string) => (failing ? Promise.reject(new Error("connection lost")) : store.get(key)) };
    const afterFailure = createBookingSettings(readBookingPolicy(flaky, () => now));
    await expect(afterFailure.leadHours()).rejects.toThrow("connection lost");
    failing = false;
    expect(await afterFailure.leadHours()).toBe(9);
  });
});
