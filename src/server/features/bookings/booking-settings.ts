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
 * The booking rules that staff will set in the settings screen (a later issue). Every reader
 * goes through here, so wiring the settings getter in is a change to this one function; until
 * then the defaults apply. `read` answers a stored value or undefined.
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
