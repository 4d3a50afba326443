import { bookingPolicy } from "#server/platform/settings/booking-policy";
import type { SettingsRepository } from "#server/platform/settings/settings.repository";
import { DEFAULT_LEAD_HOURS } from "#shared/bookings/pickup-window";

/** Free cancellation ends this long before the first pickup (issue 11: a setting, default 24 hours). */
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;
/** What the success screen promises: "we will confirm within N hours". */
export const DEFAULT_CONFIRM_WITHIN_HOURS = 12;
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

/** How long a read of the administrator's booking policy is reused: quotes are the hot path. */
const POLICY_TTL_MS = 5_000;

/**
 * Reads lead time and cancellation cut-off from the site settings (platform bookingPolicy), at
 * most once per 5 s per process, so a change on /admin/configurations applies within seconds
 * everywhere without a settings read per quote. The read itself is shared: the requests that
 * arrive while it runs wait for it instead of each starting their own. A failed read is not
 * kept, so the next request tries again.
 */
export function readBookingPolicy(settings: Pick<SettingsRepository, "get">, now: () => number = Date.now): (key: string) => Promise<unknown> {
  let cached: { at: number; values: Promise<Record<string, number>> } | null = null;
  return async (key) => {
    if (!cached || now() - cached.at > POLICY_TTL_MS) {
      const entry = {
        at: now(),
        values: bookingPolicy(settings).then((policy) => ({
          "bookings.leadHours": policy.leadTimeHours,
          "bookings.freeCancellationHours": policy.cancellationCutoffHours,
        })),
      };
      cached = entry;
      entry.values.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return (await cached.values)[key];
  };
}
