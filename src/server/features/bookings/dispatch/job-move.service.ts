import type { Transaction } from "#server/db/client";
import { sha256Hex } from "#server/platform/auth/tokens";
import { applyJobTransition, isJobStatus, isJobTerminal, type JobStatus } from "#shared/bookings/job-lifecycle";
import type { Actor } from "#shared/bookings/lifecycle";
import { refuse, type Refusal } from "../booking-refusal";
import type { BookingEvents } from "../booking-events";
import { newLinkToken } from "../token-links.service";
import type { JobMovesRepository, JobPatch, LinkRevocation, LockedJob, NewJobEvent, NewOperatorLink, NewOutboxMessage } from "./job-moves.repository";

/** Where a move came from (job_events.source): the back office, an operator's link, or the server itself. */
export type MoveSource = "staff" | "operator" | "system";

/** One status move through the job transition table. */
export interface MoveStep {
  to: JobStatus;
  actor: Actor;
  note?: string | null;
  /** What the move carried (operator and price on assign, driver and vehicle on confirm). */
  data?: Record<string, unknown> | null;
}

/** What a move writes, decided on the locked row: zero or more steps, dispatch columns, links and messages. */
export interface MovePlan {
  steps: MoveStep[];
  patch?: JobPatch;
  messages?: NewOutboxMessage[];
  revoke?: LinkRevocation[];
  issue?: NewOperatorLink[];
  /** Ends the leg's open round of availability requests. */
  closeRequests?: boolean;
}

/** A refusal; a 409 carries the leg's state as it is now (the loser of a race sees what won). */
export type MoveRefusal = Refusal & {
  current?: { status: JobStatus; version: number };
  /** A 409 "dispatch.overlap": the operator's other legs near this one, so the screen can ask to go on. */
  overlap?: { jobId: number; reference: string; pickupAt: string }[];
};

export interface JobMoveInput {
  jobId: number;
  source: MoveSource;
  /** The staff member, for the timeline. */
  userId?: string | null;
  /** The status the caller saw: anything else now is a 409 with the current state, nothing changed. */
  expectedStatus?: JobStatus;
  decide(job: LockedJob, tx: Transaction): Promise<MovePlan | MoveRefusal>;
  /** The caller's own writes in the same transaction (the staff audit entry). */
  inTransaction?(tx: Transaction, job: LockedJob, outcome: { from: JobStatus; to: JobStatus; version: number }): Promise<void>;
}

export type JobMoveResult = { ok: true; jobId: number; bookingId: number; from: JobStatus; to: JobStatus; version: number } | MoveRefusal;

/** A fresh operator link: the token for the message, the row (hash only) for the plan. */
export function operatorLink(purpose: NewOperatorLink["purpose"], operatorId: number, expiresAt: Date): { token: string; link: NewOperatorLink } {
  const token = newLinkToken();
  return { token, link: { purpose, operatorId, expiresAt, tokenHash: sha256Hex(token) } };
}

const isRefusal = (value: MovePlan | MoveRefusal): value is MoveRefusal => "ok" in value;

/**
 * The one way a leg changes (DESIGN "Job lifecycle"): the job row is locked (FOR UPDATE), the
 * expected status checked, every step applied through the shared transition table, and the
 * status, dispatch columns, version, job events, operator links and outbox messages written in one
 * transaction. A refusal changes nothing. After the commit the open pages are told (ids and the
 * version only), and a booking whose last leg ended is completed through the booking transitions.
 */
export function createJobMoves(deps: {
  repository: JobMovesRepository;
  events?: Pick<BookingEvents, "jobChanged">;
  /** Completes a booking as the system (the booking transition service, which sends the thank-you). */
  completeBooking?: (bookingId: number) => Promise<unknown>;
  /** Told when something after the commit fails (the booking's completion). */
  onError?: (error: unknown) => void;
  /**
   * Other parts of bookings that follow every committed move, inside its transaction (the
   * customer's track link is issued when the leg starts and ends 2 h after it ends).
   */
  onMoved?: (tx: Transaction, job: LockedJob, outcome: { from: JobStatus; to: JobStatus; version: number; at: Date }) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function maybeCompleteBooking(bookingId: number): Promise<void> {
    const statuses = await deps.repository.legStatuses(bookingId);
    const ended = statuses.every((status) => isJobStatus(status) && isJobTerminal(status));
    if (ended && statuses.includes("completed")) await deps.completeBooking?.(bookingId);
  }

  return {
    now,
    async move(input: JobMoveInput): Promise<JobMoveResult> {
      const at = now();
      const result = await deps.repository.transaction(async (tx): Promise<JobMoveResult> => {
        const job = await deps.repository.lock(tx, input.jobId);
        if (!job) return refuse(404, "dispatch.job.notFound");
        if (!isJobStatus(job.status)) return refuse(409, "job.transition.notAllowed");
        const from = job.status;
        const current = { status: from, version: job.version };
        if (input.expectedStatus !== undefined && input.expectedStatus !== from) return { ...refuse(409, "dispatch.status.stale"), current };
        const plan = await input.decide(job, tx);
        if (isRefusal(plan)) return plan.status === 409 ? { ...plan, current } : plan;

        let status: JobStatus = from;
        const events: NewJobEvent[] = [];
        for (const step of plan.steps) {
          const move = applyJobTransition(status, step.to, step.actor, step.note);
          if (!move.ok) return { ...refuse(409, move.messageKey), current };
          events.push({
            actor: step.actor,
            userId: step.actor === "staff" ? (input.userId ?? null) : null,
            fromStatus: status,
            toStatus: move.state,
            source: input.source,
            note: move.note ?? null,
            data: step.data ?? null,
            at,
          });
          status = move.state;
        }
        const version = await deps.repository.write(tx, job.id, status === from ? null : status, plan.patch ?? {}, at);
        await deps.repository.addEvents(tx, job.id, events);
        if (plan.closeRequests) await deps.repository.closeRequests(tx, job.id, at);
        await deps.repository.revokeLinks(tx, job.id, plan.revoke ?? [], at);
        await deps.repository.issueLinks(tx, job, plan.issue ?? []);
        await deps.repository.queueMessages(tx, plan.messages ?? []);
        await input.inTransaction?.(tx, job, { from, to: status, version });
        if (status !== from) await deps.onMoved?.(tx, job, { from, to: status, version, at });
        return { ok: true, jobId: job.id, bookingId: job.bookingId, from, to: status, version };
      });
      if (!result.ok) return result;
      deps.events?.jobChanged(result.jobId, result.bookingId, result.version);
      // The move is committed whatever happens here: a failed completion is logged, and staff can still close the booking.
      if (result.to !== result.from && isJobTerminal(result.to)) await maybeCompleteBooking(result.bookingId).catch((error: unknown) => deps.onError?.(error));
      return result;
    },
  };
}
export type JobMoves = ReturnType<typeof createJobMoves>;
