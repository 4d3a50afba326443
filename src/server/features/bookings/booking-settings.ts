import type { SiteSettingsCache } from "#server/platform/settings/site-settings-cache";
import { DEFAULT_LEAD_HOURS } from "#shared/bookings/pickup-window";

/** Free cancellation ends this long before the first pickup (issue 11: a setting, default 24 hours). */
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;
/** What the success screen promises: "we will confirm within N hours" (site setting confirmWithinHours; capped by the time left). */
export const DEFAULT_CONFIRM_WITHIN_HOURS = 4;
/** A booking link lives until this long after the last pickup (the customer may look back at it). */
export const BOOKING_LINK_DAYS_AFTER_LAST_PICKUP = 365;

export interface BookingSettings {
  leadHours(): Promise<number>;
  freeCancellationHours(): Promise<number>;
  confirmWithinHours(): Promise<number>;
}

/**
 * The booking rules staff set on /admin/configurations. Every reader goes through here; a stored
 * value outside 0–720 hours falls back to the default. `read` answers a stored value or undefined.
 */
export function createBookingSettings(read: (key: string) => Promise<unknown> = async () => undefined): BookingSettings {
  const hours = (key: string, fallback: number) => async () => {
    const value = await read(key);
    return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 24 * 30 ? value : fallback;
  };
  return {
    leadHours: hours("bookings.leadHours", DEFAULT_LEAD_HOURS),
    freeCancellationHours: hours("bookings.freeCancellationHours", DEFAULT_FREE_CANCELLATION_HOURS),
    confirmWithinHours: hours("bookings.confirmWithinHours", DEFAULT_CONFIRM_WITHIN_HOURS),
  };
}

/**
 * Lead time, cancellation cut-off and the confirmation promise as the administrator set them on /admin/configurations,
 * read through the process's site-settings cache: quotes are the hot path, so at most one
 * settings read per 5 s, shared by the requests that arrive while it runs. A save in this process
 * applies at once, and in other processes within those 5 s.
 */
export function readBookingPolicy(siteSettings: Pick<SiteSettingsCache, "site">): (key: string) => Promise<unknown> {
  return async (key) => {
    const site = await siteSettings.site();
    if (key === "bookings.leadHours") return site.bookingLeadTimeHours;
    if (key === "bookings.freeCancellationHours") return site.cancellationCutoffHours;
    if (key === "bookings.confirmWithinHours") return site.confirmWithinHours;
    return undefined;
  };
}
