import type { SiteSettingsCache } from "#server/platform/settings/site-settings-cache";
import { DEFAULT_CONFIRM_WITHIN_MINUTES, DEFAULT_START_LINK_HOURS_BEFORE } from "#shared/dispatch/dispatch-constants";

export interface DispatchSettings {
  /** An assigned leg not confirmed within this many minutes goes back to unassigned. */
  confirmWithinMinutes(): Promise<number>;
  /** The start link goes to the operator this many hours before pickup. */
  startLinkHoursBefore(): Promise<number>;
}

/**
 * The dispatch rules staff set on /admin/configurations, read through the process's site-settings
 * cache (one read per 5 s; a save applies at once in the saving process). The schema already
 * bounds them; a missing value is the default.
 */
export function createDispatchSettings(siteSettings: Pick<SiteSettingsCache, "site">): DispatchSettings {
  return {
    confirmWithinMinutes: async () => (await siteSettings.site()).dispatchConfirmWithinMinutes ?? DEFAULT_CONFIRM_WITHIN_MINUTES,
    startLinkHoursBefore: async () => (await siteSettings.site()).startLinkHoursBefore ?? DEFAULT_START_LINK_HOURS_BEFORE,
  };
}
