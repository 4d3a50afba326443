import { featureFlagsFrom, FEATURE_FLAGS_KEY, type FeatureFlag } from "#shared/settings/feature-flags";
import { SITE_SETTINGS_KEY, siteSettingsFrom, type SiteSettings } from "#shared/settings/site-settings.schema";
import type { SettingsRepository } from "./settings.repository";

export interface BookingPolicy {
  /** A booking's pickup must be at least this many hours away (default 6). */
  leadTimeHours: number;
  /** Customers may cancel on their own until this many hours before pickup (default 24). */
  cancellationCutoffHours: number;
}

type SettingsReader = Pick<SettingsRepository, "get">;

/**
 * The booking rules an administrator sets on /admin/configurations (site settings). Here, in the
 * platform, so any feature reads them through `ctx.settings` without importing the settings
 * feature: `await bookingPolicy(ctx.settings)`. Read per call (one primary-key lookup), so a
 * change applies at once in every process.
 */
export async function bookingPolicy(settings: SettingsReader): Promise<BookingPolicy> {
  const site = await siteSettings(settings);
  return { leadTimeHours: site.bookingLeadTimeHours, cancellationCutoffHours: site.cancellationCutoffHours };
}

export async function siteSettings(settings: SettingsReader): Promise<SiteSettings> {
  return siteSettingsFrom(await settings.get(SITE_SETTINGS_KEY));
}

/** Whether a module is switched on (flags absent from the settings are on). */
export async function featureEnabled(settings: SettingsReader, flag: FeatureFlag): Promise<boolean> {
  return featureFlagsFrom(await settings.get(FEATURE_FLAGS_KEY))[flag];
}
