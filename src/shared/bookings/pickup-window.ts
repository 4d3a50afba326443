/** Minimum time between booking and pickup when settings say nothing (issue 11: default 6 hours). */
export const DEFAULT_LEAD_HOURS = 6;
/** Bookings further ahead than this are refused: no prices or seasons are set that far. */
export const MAX_ADVANCE_DAYS = 548;

const HOUR_MS = 3_600_000;

export type PickupRefusal = "booking.pickup.invalid" | "booking.pickup.past" | "booking.pickup.tooSoon" | "booking.pickup.tooFar";

/** The earliest pickup a booking made at `now` may ask for. */
export function earliestPickup(now: Date, leadHours: number = DEFAULT_LEAD_HOURS): Date {
  return new Date(now.getTime() + Math.max(0, leadHours) * HOUR_MS);
}

/** Why a pickup cannot be booked at `now` (a message key), or null when it can. */
export function pickupRefusal(pickup: Date, now: Date, leadHours: number = DEFAULT_LEAD_HOURS): PickupRefusal | null {
  const at = pickup.getTime();
  if (Number.isNaN(at)) return "booking.pickup.invalid";
  if (at <= now.getTime()) return "booking.pickup.past";
  if (at < earliestPickup(now, leadHours).getTime()) return "booking.pickup.tooSoon";
  if (at > now.getTime() + MAX_ADVANCE_DAYS * 24 * HOUR_MS) return "booking.pickup.tooFar";
  return null;
}

export function isPickupAllowed(pickup: Date, now: Date, leadHours: number = DEFAULT_LEAD_HOURS): boolean {
  return pickupRefusal(pickup, now, leadHours) === null;
}
