import { placeById } from "#shared/bookings/places";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import { CONFIRM_DEADLINE_HOURS_BEFORE_PICKUP, OVERLAP_WARNING_MINUTES, START_LINK_HOURS_AFTER_PICKUP } from "#shared/dispatch/dispatch-constants";
import type { LegNeeds } from "#shared/dispatch/operator-eligibility";
import type { LockedJob } from "./job-moves.repository";
import type { OperatorMessageContext } from "./operator-messages";

const HOUR = 3_600_000;

/** The city a leg starts in: its preset place's city, or the city the customer chose for a typed address. */
export function legCity(pickup: Record<string, unknown>): string {
  if (pickup.type === "place" && typeof pickup.placeId === "string") return placeById(pickup.placeId)?.city ?? "";
  return typeof pickup.zone === "string" ? pickup.zone : "";
}

/** What an operator must offer for the leg (class, city, seats for everyone, documents valid on the day). */
export function legNeeds(job: {
  vehicleClassId: number;
  pickup: Record<string, unknown>;
  pickupAt: Date;
  passengers: { adults: number; children: number; infants: number };
}): LegNeeds {
  const { adults, children, infants } = job.passengers;
  return { vehicleClassId: job.vehicleClassId, city: legCity(job.pickup), passengers: adults + children + infants, pickupDay: riyadhDate(job.pickupAt) };
}

/** The window in which another leg of the same operator warns on assign. */
export function overlapWindow(pickupAt: Date): { from: Date; to: Date } {
  const span = OVERLAP_WARNING_MINUTES * 60_000;
  return { from: new Date(pickupAt.getTime() - span), to: new Date(pickupAt.getTime() + span) };
}

/**
 * The confirmation deadline of an assignment: the setting's minutes from now, and never later than
 * 3 hours before pickup. A leg assigned later than that (a pickup within 3 hours) keeps the
 * setting's minutes, capped by the pickup itself, rather than timing out at once.
 */
export function confirmDeadline(now: Date, pickupAt: Date, withinMinutes: number): Date {
  const within = now.getTime() + withinMinutes * 60_000;
  const latest = pickupAt.getTime() - CONFIRM_DEADLINE_HOURS_BEFORE_PICKUP * HOUR;
  return new Date(latest > now.getTime() ? Math.min(within, latest) : Math.min(within, Math.max(pickupAt.getTime(), now.getTime())));
}

/** Token expiries (DESIGN "Token links"): availability and confirm at pickup, start 12 h after it. */
export const linkExpiry = {
  availability: (pickupAt: Date) => pickupAt,
  confirm: (pickupAt: Date) => pickupAt,
  start: (pickupAt: Date) => new Date(pickupAt.getTime() + START_LINK_HOURS_AFTER_PICKUP * HOUR),
};

export function messageContext(job: LockedJob, extra: Partial<OperatorMessageContext> = {}): OperatorMessageContext {
  return {
    reference: job.booking.reference,
    legIndex: job.legIndex,
    pickupAt: job.pickupAt,
    from: job.pickup,
    to: job.dropoff,
    subject: `job:${job.id}:v${job.version}`,
    ...extra,
  };
}
