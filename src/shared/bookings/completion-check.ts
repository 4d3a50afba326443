import type { JobStatus } from "./job-lifecycle";

/*
 * When staff close a confirmed booking by hand (issue 18), a note is asked for only when
 * something went wrong: a leg that did not end normally (no-show, cancelled, declined), or a
 * pickup still to come (closing early warns first). Otherwise, a trip that has happened is closed
 * in one step: drivers often do not use their links yet, so legs still read "assigned".
 */
export type CompletionConcern = "before_pickup" | "leg_problem";

const PROBLEM_STATUSES = new Set<JobStatus>(["no_show", "cancelled", "declined"]);

export const COMPLETION_NOTE_MESSAGES: Record<CompletionConcern, string> = {
  before_pickup: "The last pickup has not come yet: say why the booking is closed now.",
  leg_problem: "A leg did not end normally (no-show, cancelled or declined): say what happened.",
};

/** Why closing these legs now needs a note, or null when it does not. */
export function completionConcern(legs: readonly { status: string; pickupAt: Date | string }[], now: Date): CompletionConcern | null {
  if (legs.some((leg) => PROBLEM_STATUSES.has(leg.status as JobStatus))) return "leg_problem";
  if (legs.some((leg) => new Date(leg.pickupAt).getTime() > now.getTime())) return "before_pickup";
  return null;
}
