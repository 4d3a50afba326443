import { featureFlagsFrom, FEATURE_FLAGS_KEY, type FeatureFlags } from "#shared/settings/feature-flags";
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_KEY, siteSettingsFrom, type SiteSettings } from "#shared/settings/site-settings.schema";
import type { SettingsRepository } from "./settings.repository";

export interface SiteSettingsSnapshot {
  site: SiteSettings;
  flags: FeatureFlags;
}

/**
 * The site settings and feature flags as every feature reads them on a request: at most one pair
 * of primary-key reads per `ttlMs` per process (public pages and Quick Tools read them on every
 * request). A save in this process calls `invalidate`, so it shows at once here and within
 * `ttlMs` in other processes. `peek` answers synchronously with the last value read, for the
 * Content-Security-Policy header, which is built without waiting on the database.
 */
export function createSiteSettingsCache(settings: Pick<SettingsRepository, "get">, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  let last: SiteSettingsSnapshot = { site: DEFAULT_SITE_SETTINGS, flags: featureFlagsFrom(undefined) };
  let loadedAt = -Infinity;
  let pending: Promise<SiteSettingsSnapshot> | null = null;
  const listeners = new Set<(snapshot: SiteSettingsSnapshot) => void>();

  // A save invalidates; a read already under way began before it and must not win afterwards.
  let generation = 0;
  async function load(): Promise<SiteSettingsSnapshot> {
    const started = generation;
    const [site, flags] = await Promise.all([settings.get(SITE_SETTINGS_KEY), settings.get(FEATURE_FLAGS_KEY)]);
    const snapshot = { site: siteSettingsFrom(site), flags: featureFlagsFrom(flags) };
    if (started !== generation) return snapshot;
    last = snapshot;
    loadedAt = now();
    for (const listener of listeners) listener(last);
    return last;
  }

  function current(): Promise<SiteSettingsSnapshot> {
    if (now() - loadedAt < ttlMs) return Promise.resolve(last);
    if (!pending) {
      const started: Promise<SiteSettingsSnapshot> = load().finally(() => {
        if (pending === started) pending = null;
      });
      pending = started;
    }
    return pending;
  }

  return {
    current,
    site: async () => (await current()).site,
    flags: async () => (await current()).flags,
    /** The languages the public site is shown in (never empty). */
    languages: async () => (await current()).site.languagesShown,
    peek: () => last,
    invalidate(): void {
      generation++;
      loadedAt = -Infinity;
      pending = null;
    },
    /** Called after each read from the database (e.g. to rebuild the CSP when the stream address changed). */
    onLoad(listener: (snapshot: SiteSettingsSnapshot) => void): void {
      listeners.add(listener);
    },
  };
}
export type SiteSettingsCache = ReturnType<typeof createSiteSettingsCache>;
