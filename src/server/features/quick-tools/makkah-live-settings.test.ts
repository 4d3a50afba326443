import { describe, expect, it } from "vitest";
import { createLogger } from "#server/platform/logger/logger";
import type { SiteSettingsSnapshot } from "#server/platform/settings/site-settings-cache";
import { FEATURE_FLAGS, type FeatureFlags } from "#shared/settings/feature-flags";
import { DEFAULT_SITE_SETTINGS } from "#shared/settings/site-settings.schema";
import { createQuickToolsService } from "./quick-tools.service";

/** /makkah-live's read follows /admin/configurations: the stored address, the environment's when empty, none when switched off. */
const allOn = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;
const ENVIRONMENT = "https://www.youtube-nocookie.com/embed/live_stream?channel=UCos52azQNBgW63_9uDJoPDA";

function service(snapshot: SiteSettingsSnapshot, environmentStreamUrl = ENVIRONMENT) {
  const store = new Map<string, unknown>();
  return createQuickToolsService({
    prayerTimes: null,
    rates: null,
    weather: null,
    store: {
      get: async (key) => store.get(key),
      set: async (key, value) => void store.set(key, value),
      setIfAbsent: async (key, value) => (store.has(key) ? store.get(key) : (store.set(key, value), value)),
    },
    logger: createLogger("silent"),
    environmentStreamUrl,
    settings: async () => snapshot,
  });
}

describe("makkahLive()", () => {
  it("uses the stored stream address over the environment's", async () => {
    const live = await service({ site: { ...DEFAULT_SITE_SETTINGS, makkahLiveStreamUrl: "https://stream.example.test/live" }, flags: allOn }).makkahLive();
    expect(live?.streamUrl).toBe("https://stream.example.test/live");
    expect(live?.prayerTimes.city).toBe("Makkah");
  });

  it("falls back to the environment's address when none is stored, and none when either says off", async () => {
    expect((await service({ site: DEFAULT_SITE_SETTINGS, flags: allOn }).makkahLive())?.streamUrl).toBe(ENVIRONMENT);
    expect((await service({ site: DEFAULT_SITE_SETTINGS, flags: allOn }, "off").makkahLive())?.streamUrl).toBeNull();
    expect((await service({ site: { ...DEFAULT_SITE_SETTINGS, makkahLiveStreamUrl: "off" }, flags: allOn }).makkahLive())?.streamUrl).toBeNull();
  });

  it("answers null (the page's 404) when the page is switched off", async () => {
    expect(await service({ site: DEFAULT_SITE_SETTINGS, flags: { ...allOn, makkahLive: false } }).makkahLive()).toBeNull();
  });
});
