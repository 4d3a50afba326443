import type { JobStatus } from "#shared/bookings/job-lifecycle";

/** Leg states still waiting for an operator (the board's "without an operator", the tracker count, the dashboard tile). */
export const NEEDS_OPERATOR_STATES = ["unassigned", "offered"] as const satisfies readonly JobStatus[];

/**
 * Whether a leg still needs an operator: not assigned yet (or only asked), its booking not
 * cancelled, its pickup not passed. A completed or cancelled booking's leg, or yesterday's, no
 * longer counts, however it was left. The SQL of the counts says the same (admin-bookings.repository.ts,
 * bookings-dashboard.repository.ts).
 */
export function needsOperator(leg: { status: string; bookingStatus: string; pickupAt: string | Date }, now: Date): boolean {
  return (
    (NEEDS_OPERATOR_STATES as readonly string[]).includes(leg.status) &&
    leg.bookingStatus !== "cancelled" &&
    leg.bookingStatus !== "completed" &&
    new Date(leg.pickupAt).getTime() >= now.getTime()
  );
}
