import { createLifecycle, type Actor, type AllowedMove, type TransitionResult, type TransitionRule } from "./lifecycle";

/** DESIGN "Job lifecycle" (a job is one leg with one operator). */
export const JOB_STATUSES = [
  "unassigned",
  "offered",
  "assigned",
  "confirmed",
  "started",
  "arrived",
  "on_board",
  "completed",
  "declined",
  "cancelled",
  "no_show",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_TERMINAL_STATUSES = ["completed", "cancelled", "no_show"] as const satisfies readonly JobStatus[];

/*
 * Decisions (why each row is there):
 * - `offered` means availability was asked of operators. An operator's "unavailable" is an answer
 *   to that request, not a move; staff (or the system, once every asked operator said no) take
 *   the job back to `unassigned`. Staff may also assign without asking first.
 * - Only the assigned operator (or staff on their behalf) accepts or declines. Declining from
 *   `assigned` needs no note from the operator (one tap on the link); staff recording it must say
 *   why. Declining after having confirmed is a late withdrawal and always needs a note.
 * - `declined` is transient: the system moves it back to `unassigned` at once (DESIGN) and alerts
 *   staff; nobody else moves it, except a cancellation that races the return.
 * - Staff may take a job away from its operator (`assigned`/`confirmed` → `unassigned`) to
 *   reassign it, with a note, because the operator was told they have it. The system does the
 *   same to an assigned job nobody confirmed in time (the no-answer timeout), saying so in the note.
 * - The trip moves strictly forward: started → arrived → on_board → completed, by the operator's
 *   driver links or staff. `completed` is reachable only from `on_board`, so a completed job always
 *   had a passenger on board.
 * - `no_show` only from `arrived`: the driver must have been at the pickup. It is charged, so
 *   a note (how long they waited, whom they called) is required.
 * - `cancelled` from every state before `on_board`, by staff with a reason or by the system (the
 *   booking was cancelled; the service passes the booking's reason). Once the passenger is on
 *   board the trip can only end as `completed`. Customers cancel bookings, never jobs.
 */
const TRIP_STEP = { operator: "optional", staff: "optional" } as const;
const CANCEL = { staff: "required", system: "required" } as const;

export const JOB_TRANSITIONS: readonly TransitionRule<JobStatus>[] = [
  { from: "unassigned", to: "offered", actors: { staff: "optional" } },
  { from: "unassigned", to: "assigned", actors: { staff: "optional" } },
  { from: "offered", to: "assigned", actors: { staff: "optional" } },
  { from: "offered", to: "unassigned", actors: { staff: "optional", system: "optional" } },
  { from: "assigned", to: "confirmed", actors: { operator: "optional", staff: "optional" } },
  { from: "assigned", to: "declined", actors: { operator: "optional", staff: "required" } },
  { from: "assigned", to: "unassigned", actors: { staff: "required", system: "required" } },
  { from: "confirmed", to: "declined", actors: { operator: "required", staff: "required" } },
  { from: "confirmed", to: "unassigned", actors: { staff: "required" } },
  { from: "declined", to: "unassigned", actors: { system: "optional" } },
  { from: "confirmed", to: "started", actors: TRIP_STEP },
  { from: "started", to: "arrived", actors: TRIP_STEP },
  { from: "arrived", to: "on_board", actors: TRIP_STEP },
  { from: "on_board", to: "completed", actors: TRIP_STEP },
  { from: "arrived", to: "no_show", actors: { operator: "required", staff: "required" } },
  ...(["unassigned", "offered", "assigned", "confirmed", "declined", "started", "arrived"] as const).map((from) => ({
    from,
    to: "cancelled" as const,
    actors: CANCEL,
  })),
];

const jobLifecycle = createLifecycle("job", JOB_STATUSES, JOB_TERMINAL_STATUSES, JOB_TRANSITIONS);

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === "string" && (JOB_STATUSES as readonly string[]).includes(value);
}

export function isJobTerminal(status: JobStatus): boolean {
  return jobLifecycle.isTerminal(status);
}

export function canTransitionJob(from: JobStatus, to: JobStatus, actor: Actor): boolean {
  return jobLifecycle.can(from, to, actor);
}

/** The moves this actor may make from `from`, for showing only the allowed actions. */
export function nextJobStates(from: JobStatus, actor: Actor): AllowedMove<JobStatus>[] {
  return jobLifecycle.next(from, actor);
}

/** The new status, or a refusal with a message key (`job.transition.*`); the caller changes nothing on refusal. */
export function applyJobTransition(from: JobStatus, to: JobStatus, actor: Actor, note?: string | null): TransitionResult<JobStatus> {
  return jobLifecycle.apply(from, to, actor, note);
}
