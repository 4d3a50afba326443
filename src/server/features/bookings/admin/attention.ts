import type { BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { JobStatus } from "#shared/bookings/job-lifecycle";

export type Attention = "overdue" | "unconfirmed_soon" | null;

/** How far ahead an unconfirmed pickup is flagged (issue 11: unconfirmed near pickup). */
export const SOON_MS = 24 * 60 * 60 * 1000;
/** Job states in which nobody is on the way yet: past the pickup time, such a job is overdue. */
export const NOT_STARTED_JOB_STATES = ["unassigned", "offered", "assigned", "confirmed", "declined"] as const satisfies readonly JobStatus[];
/** Job states without an operator's yes: flagged when the pickup is near. */
export const UNCONFIRMED_JOB_STATES = ["unassigned", "offered", "assigned", "declined"] as const satisfies readonly JobStatus[];
export const OPEN_BOOKING_STATES = ["pending", "quoted", "confirmed"] as const satisfies readonly BookingStatus[];
export const UNCONFIRMED_BOOKING_STATES = ["pending", "quoted"] as const satisfies readonly BookingStatus[];

const includes = <T extends string>(list: readonly T[], value: string) => (list as readonly string[]).includes(value);

/**
 * A leg is overdue when its pickup time has passed and nobody has started it while the booking is
 * open; it is "unconfirmed soon" when its pickup is within 24 hours and the booking is not
 * confirmed yet or no operator has accepted the leg.
 */
export function jobAttention(job: { status: string; pickupAt: Date }, bookingStatus: string, now: Date): Attention {
  if (!includes(OPEN_BOOKING_STATES, bookingStatus)) return null;
  const untilPickup = job.pickupAt.getTime() - now.getTime();
  if (untilPickup < 0) return includes(NOT_STARTED_JOB_STATES, job.status) ? "overdue" : null;
  if (untilPickup <= SOON_MS && (includes(UNCONFIRMED_BOOKING_STATES, bookingStatus) || includes(UNCONFIRMED_JOB_STATES, job.status)))
    return "unconfirmed_soon";
  return null;
}

/** A booking carries the most urgent of its legs' flags (AdminBookingRow.attention). */
export function bookingAttention(legs: readonly { status: string; pickupAt: Date }[], bookingStatus: string, now: Date): Attention {
  const flags = legs.map((leg) => jobAttention(leg, bookingStatus, now));
  if (flags.includes("overdue")) return "overdue";
  // The contract: a booking is "unconfirmed soon" when it is still pending/quoted with a pickup within 24 hours.
  if (includes(UNCONFIRMED_BOOKING_STATES, bookingStatus) && flags.includes("unconfirmed_soon")) return "unconfirmed_soon";
  return null;
}
