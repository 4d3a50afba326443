import type { Transaction } from "#server/db/client";
import type { Actor as StaffActor, AuditLog } from "#server/platform/audit/audit-log";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { AskAvailabilityInput, AssignInput, StaffJobMoveInput, UnassignInput } from "#shared/dispatch/dispatch.schema";
import { blockedMessageKey } from "#shared/dispatch/dispatch-messages";
import { blockedReason } from "#shared/dispatch/operator-eligibility";
import { refuse } from "../booking-refusal";
import type { DispatchRepository } from "./dispatch.repository";
import type { OperationsContact } from "./dispatch-alert-messages";
import { confirmDeadline, legNeeds, linkExpiry, messageContext, overlapWindow } from "./dispatch-leg";
import { ALL_OPERATOR_LINKS, declineSteps, NO_OPERATOR, operatorData, withoutOperator } from "./dispatch-plans";
import type { DispatchSettings } from "./dispatch-settings";
import { operatorLink, type JobMoveResult, type JobMoves, type MovePlan, type MoveRefusal } from "./job-move.service";
import type { Outgoing } from "#server/platform/messaging/outgoing";
import type { LockedJob, NewOperatorLink } from "./job-moves.repository";
import { legsAround, operatorsFit, type OperatorFit } from "./operator-fit.repository";
import { operatorMessages } from "./dispatch-outgoing";
import { canReach } from "./operator-messages";

export type DispatchResult = JobMoveResult;

const passengersOf = (job: LockedJob) => ({ adults: job.booking.adults, children: job.booking.children, infants: job.booking.infants });

/** Why an operator cannot take this leg (blocked, unreachable), or null. */
function operatorRefusal(operator: OperatorFit | undefined, job: LockedJob): MoveRefusal | null {
  if (!operator) return refuse(409, "dispatch.operator.notFound");
  const blocked = blockedReason(operator, legNeeds({ ...job, passengers: passengersOf(job) }));
  if (blocked) return refuse(409, blockedMessageKey(blocked));
  if (!canReach(operator)) return refuse(409, "dispatch.operator.noContact");
  return null;
}

/**
 * Staff dispatch of one leg (issue 21): ask availability, assign (or reassign), unassign, and the
 * moves staff make for an operator. Each is one job move (job-move.service: row lock, transition
 * table, links, messages) with its audit entry in the same transaction.
 */
export function createDispatchService(deps: {
  moves: JobMoves;
  repository: DispatchRepository;
  audit: AuditLog;
  settings: DispatchSettings;
  siteUrl: string;
  operations: () => Promise<OperationsContact | null>;
}) {
  const { moves } = deps;
  const trackerLink = `${deps.siteUrl}/admin/jobs`;
  const audited =
    (actor: StaffActor, action: string, after: Record<string, unknown> = {}) =>
    (tx: Transaction, job: LockedJob, outcome: { from: JobStatus; to: JobStatus; version: number }) =>
      deps.audit.record(tx, actor, {
        action: `job.${action}`,
        entity: "job",
        entityId: String(job.id),
        before: { status: outcome.from, operatorId: job.operatorId },
        after: { status: outcome.to, ...after },
      });

  return {
    async ask(actor: StaffActor, jobId: number, input: AskAvailabilityInput): Promise<DispatchResult> {
      const operatorIds = [...new Set(input.operatorIds)];
      let fresh: number[] = [];
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        async decide(job, tx) {
          const found = await operatorsFit(tx, job.vehicleClassId, operatorIds);
          for (const id of operatorIds) {
            const refusal = operatorRefusal(
              found.find((operator) => operator.id === id),
              job,
            );
            if (refusal) return refusal;
          }
          const open = await deps.repository.openRequests(tx, job.id);
          fresh = operatorIds.filter((id) => !open.some((request) => request.operatorId === id));
          const issue: NewOperatorLink[] = [];
          const messages: Outgoing[] = [];
          for (const operator of found) {
            const { token, link } = operatorLink("operator_availability", operator.id, linkExpiry.availability(job.pickupAt));
            issue.push(link);
            messages.push(
              ...operatorMessages("dispatch.availability", operator, messageContext(job, { link: `${deps.siteUrl}/operator-availability/${token}` })),
            );
          }
          return {
            // Asking more operators while offered is no move; asking again someone already asked sends them a fresh link.
            steps: job.status === "offered" ? [] : [{ to: "offered", actor: "staff", data: { operatorIds } }],
            patch: { attention: null, attentionAt: null },
            revoke: operatorIds.map((operatorId) => ({ purpose: "operator_availability" as const, operatorId })),
            issue,
            messages,
          };
        },
        async inTransaction(tx, job, outcome) {
          const askedAt = moves.now();
          await deps.repository.addRequests(
            tx,
            fresh.map((operatorId) => ({ jobId: job.id, operatorId, askedByUserId: actor.id, askedAt })),
          );
          await audited(actor, "ask", { operatorIds })(tx, job, outcome);
        },
      });
    },

    async assign(actor: StaffActor, jobId: number, input: AssignInput): Promise<DispatchResult> {
      const withinMinutes = await deps.settings.confirmWithinMinutes();
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        expectedStatus: input.expectedStatus,
        async decide(job, tx): Promise<MovePlan | MoveRefusal> {
          const [operator] = await operatorsFit(tx, job.vehicleClassId, [input.operatorId]);
          const refusal = operatorRefusal(operator, job);
          if (refusal || !operator) return refusal ?? refuse(409, "dispatch.operator.notFound");
          const others = await legsAround(tx, [operator.id], overlapWindow(job.pickupAt), job.id);
          if (others.length > 0 && !input.acceptOverlap)
            return {
              ...refuse(409, "dispatch.overlap"),
              overlap: others.map((leg) => ({ jobId: leg.jobId, reference: leg.reference, pickupAt: leg.pickupAt.toISOString() })),
            };
          const now = moves.now();
          const data = { operatorId: operator.id, operatorName: operator.name, operatorPriceHalalas: input.operatorPriceHalalas };
          const reassign = job.status === "assigned" || job.status === "confirmed";
          const { token, link } = operatorLink("operator_confirm", operator.id, linkExpiry.confirm(job.pickupAt));
          const messages = operatorMessages(
            "dispatch.assigned",
            operator,
            messageContext(job, { link: `${deps.siteUrl}/operator-confirm/${token}`, priceHalalas: input.operatorPriceHalalas }),
          );
          if (reassign && job.operator && job.operator.id !== operator.id)
            messages.unshift(...operatorMessages("dispatch.unassigned", job.operator, messageContext(job)));
          return {
            steps: [
              ...(reassign ? [{ to: "unassigned" as const, actor: "staff" as const, note: input.note, data: operatorData(job) }] : []),
              { to: "assigned", actor: "staff", note: input.note, data },
            ],
            patch: {
              ...NO_OPERATOR,
              operatorId: operator.id,
              operatorPriceHalalas: input.operatorPriceHalalas,
              assignedAt: now,
              confirmBy: confirmDeadline(now, job.pickupAt, withinMinutes),
              attention: null,
              attentionAt: null,
            },
            revoke: ALL_OPERATOR_LINKS,
            issue: [link],
            closeRequests: true,
            messages,
          };
        },
        inTransaction: audited(actor, "assign", { operatorId: input.operatorId, operatorPriceHalalas: input.operatorPriceHalalas }),
      });
    },

    unassign(actor: StaffActor, jobId: number, input: UnassignInput): Promise<DispatchResult> {
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        expectedStatus: input.expectedStatus,
        decide: async (job) =>
          withoutOperator(job, [{ to: "unassigned", actor: "staff", note: input.note, data: operatorData(job) }], {
            tellOperator: true,
            at: moves.now(),
            trackerLink,
          }),
        inTransaction: audited(actor, "unassign", input.note ? { note: input.note } : {}),
      });
    },

    /** Staff moves for the operator: confirm on their behalf, trip steps, decline (with a note), cancel one leg. */
    async transition(actor: StaffActor, jobId: number, input: StaffJobMoveInput): Promise<DispatchResult> {
      if (input.to === "offered" || input.to === "assigned" || input.to === "unassigned") return refuse(409, "dispatch.move.useAction");
      const operations = input.to === "declined" ? await deps.operations() : null;
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        expectedStatus: input.expectedStatus,
        async decide(job): Promise<MovePlan> {
          if (input.to === "declined")
            return withoutOperator(job, declineSteps(job, "staff", input.note), {
              tellOperator: false,
              attention: "declined",
              at: moves.now(),
              operations,
              trackerLink,
              note: input.note,
            });
          if (input.to === "cancelled")
            return {
              steps: [{ to: "cancelled", actor: "staff", note: input.note, data: operatorData(job) }],
              revoke: ALL_OPERATOR_LINKS,
              closeRequests: true,
              patch: { attention: null, attentionAt: null },
              messages: job.operator ? operatorMessages("dispatch.cancelled", job.operator, messageContext(job)) : [],
            };
          return { steps: [{ to: input.to, actor: "staff", note: input.note }], ...(input.to === "confirmed" ? { patch: { attention: null } } : {}) };
        },
        inTransaction: audited(actor, "transition", { to: input.to, ...(input.note ? { note: input.note } : {}) }),
      });
    },

    dismissAlert(actor: StaffActor, jobId: number): Promise<DispatchResult> {
      return moves.move({
        jobId,
        source: "staff",
        userId: actor.id,
        decide: async () => ({ steps: [], patch: { attention: null, attentionAt: null } }),
        inTransaction: audited(actor, "dismiss-alert"),
      });
    },
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
