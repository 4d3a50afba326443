import type { Transaction } from "#server/db/client";
import type { Actor as StaffActor, AuditLog } from "#server/platform/audit/audit-log";
import { makkahTime } from "#shared/bookings/customer-time";
import { refuse } from "../booking-refusal";
import type { DispatchRepository } from "./dispatch.repository";
import type { OperationsContact } from "./dispatch-alert-messages";
import { linkExpiry, messageContext } from "./dispatch-leg";
import { withoutOperator } from "./dispatch-plans";
import type { DispatchSettings } from "./dispatch-settings";
import { operatorLink, type JobMoveResult, type JobMoves, type MovePlan, type MoveRefusal } from "./job-move.service";
import type { JobMovesRepository, LockedJob } from "./job-moves.repository";
import type { Messaging } from "#server/platform/messaging/messaging";
import { operatorMessages } from "./dispatch-outgoing";

/** The statuses in which the start link is useful (confirmed, or the trip under way). */
const START_LINK_STATUSES = ["confirmed", "started", "arrived", "on_board"];

/**
 * What dispatch does by itself and around the staff routes: the no-answer timeout, the start links
 * (scheduled, and resent by staff), and telling operators when their leg's booking is cancelled.
 */
export function createDispatchSystem(deps: {
  moves: JobMoves;
  repository: DispatchRepository;
  moveRepository: JobMovesRepository;
  audit: AuditLog;
  settings: DispatchSettings;
  siteUrl: string;
  operations: () => Promise<OperationsContact | null>;
  messaging: Pick<Messaging, "deliver">;
}) {
  const { moves } = deps;

  /** The start link's plan: the old one revoked, a new one issued and sent in the operator's language. */
  function startLinkPlan(job: LockedJob): MovePlan | MoveRefusal {
    if (!START_LINK_STATUSES.includes(job.status) || !job.operator) return refuse(409, "dispatch.startLink.notConfirmed");
    const { token, link } = operatorLink("operator_start", job.operator.id, linkExpiry.start(job.pickupAt));
    return {
      steps: [],
      patch: { startLinkSentAt: moves.now() },
      revoke: [{ purpose: "operator_start" }],
      issue: [link],
      messages: operatorMessages("dispatch.start", job.operator, messageContext(job, { link: `${deps.siteUrl}/op/start/${token}` })),
    };
  }

  return {
    /** An assigned leg past its confirmation deadline goes back to unassigned, marked and alerted. */
    async timeOut(jobId: number): Promise<JobMoveResult> {
      const operations = await deps.operations();
      return moves.move({
        jobId,
        source: "system",
        expectedStatus: "assigned",
        async decide(job) {
          const now = moves.now();
          // Checked under the lock: a confirmation or a new assignment in between wins.
          if (!job.confirmBy || job.confirmBy.getTime() > now.getTime()) return refuse(409, "dispatch.status.stale");
          const note = `No confirmation by ${makkahTime(job.confirmBy, "en", "medium")}`;
          return withoutOperator(
            job,
            [{ to: "unassigned", actor: "system", note, data: job.operator ? { operatorId: job.operator.id, operatorName: job.operator.name } : null }],
            {
              tellOperator: true,
              attention: "no_answer",
              at: now,
              operations,
              trackerLink: `${deps.siteUrl}/admin/jobs`,
            },
          );
        },
      });
    },

    /** The scheduler's minute: every overdue assigned leg times out; answers how many did. */
    async sweepNoAnswer(): Promise<number> {
      let count = 0;
      for (const jobId of await deps.repository.overdueAssigned(moves.now())) if ((await this.timeOut(jobId)).ok) count++;
      return count;
    },

    /** The scheduler's minute: confirmed legs within the start-link time get their link once. */
    async sendDueStartLinks(): Promise<number> {
      const now = moves.now();
      const hours = await deps.settings.startLinkHoursBefore();
      let count = 0;
      for (const jobId of await deps.repository.dueStartLinks(now, new Date(now.getTime() + hours * 3_600_000))) {
        const result = await moves.move({
          jobId,
          source: "system",
          expectedStatus: "confirmed",
          decide: async (job) => (job.startLinkSentAt ? refuse(409, "dispatch.status.stale") : startLinkPlan(job)),
        });
        if (result.ok) count++;
      }
      return count;
    },

    /** Staff send the start link again (a new one; the old one stops working). */
    resendStartLink(actor: StaffActor, jobId: number): Promise<JobMoveResult> {
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        decide: async (job) => startLinkPlan(job),
        inTransaction: (tx, job) =>
          deps.audit.record(tx, actor, { action: "job.start-link", entity: "job", entityId: String(job.id), after: { operatorId: job.operatorId } }),
      });
    },

    /**
     * In the booking cancellation's transaction, for its cancelled legs: every operator link ended,
     * the round closed, and each operator who had a live link told (once per leg).
     */
    async legsCancelled(tx: Transaction, jobIds: number[]): Promise<void> {
      if (jobIds.length === 0) return;
      const holders = await deps.moveRepository.operatorsWithLinks(tx, jobIds);
      const at = moves.now();
      for (const jobId of jobIds) {
        const job = await deps.moveRepository.lock(tx, jobId);
        if (!job) continue;
        const told = new Set(holders.filter((holder) => holder.jobId === jobId).map((holder) => holder.operatorId));
        if (job.operatorId !== null) told.add(job.operatorId);
        for (const operatorId of told) {
          const operator = job.operator?.id === operatorId ? job.operator : await deps.moveRepository.operator(tx, operatorId);
          if (operator) await deps.messaging.deliver(tx, operatorMessages("dispatch.cancelled", operator, messageContext(job)));
        }
        await deps.moveRepository.revokeLinks(
          tx,
          jobId,
          [{ purpose: "operator_availability" }, { purpose: "operator_confirm" }, { purpose: "operator_start" }],
          at,
        );
        await deps.moveRepository.closeRequests(tx, jobId, at);
      }
    },
  };
}
export type DispatchSystem = ReturnType<typeof createDispatchSystem>;
