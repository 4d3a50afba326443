import type { Actor } from "#shared/bookings/lifecycle";
import type { AttentionReason } from "#shared/dispatch/dispatch-constants";
import type { Outgoing } from "#server/platform/messaging/outgoing";
import type { JobPatch, LinkRevocation, LockedJob } from "./job-moves.repository";
import type { MovePlan, MoveStep } from "./job-move.service";
import type { OperationsContact } from "./dispatch-alert-messages";
import { messageContext } from "./dispatch-leg";
import { alertMessages, operatorMessages } from "./dispatch-outgoing";

/** Every operator link of a leg (all operators). */
export const ALL_OPERATOR_LINKS: LinkRevocation[] = [{ purpose: "operator_availability" }, { purpose: "operator_confirm" }, { purpose: "operator_start" }];

/** The dispatch columns of a leg without an operator. */
export const NO_OPERATOR: JobPatch = {
  operatorId: null,
  operatorPriceHalalas: null,
  assignedAt: null,
  confirmBy: null,
  driver: null,
  vehicle: null,
  startLinkSentAt: null,
};

/** The operator a move concerned, for the timeline and the alerts list. */
export const operatorData = (job: LockedJob): Record<string, unknown> | null =>
  job.operator ? { operatorId: job.operator.id, operatorName: job.operator.name } : null;

/**
 * A leg that loses its operator (staff unassign, the no-answer timeout, a decline): back to
 * unassigned, the operator's links ended, the round closed, the operator told unless they are the
 * one who said no, and staff alerted when it needs them.
 */
export function withoutOperator(
  job: LockedJob,
  steps: MoveStep[],
  options: { tellOperator: boolean; attention?: AttentionReason; at: Date; operations?: OperationsContact | null; trackerLink: string; note?: string | null },
): MovePlan {
  const messages: Outgoing[] = [];
  if (options.tellOperator && job.operator) messages.push(...operatorMessages("dispatch.unassigned", job.operator, messageContext(job)));
  if (options.attention)
    messages.push(
      ...alertMessages(
        options.operations ?? null,
        {
          reference: job.booking.reference,
          legIndex: job.legIndex,
          pickupAt: job.pickupAt,
          reason: options.attention,
          operatorName: job.operator?.name ?? null,
          note: options.note ?? null,
          trackerLink: options.trackerLink,
        },
        `job:${job.id}:v${job.version}`,
      ),
    );
  return {
    steps,
    patch: { ...NO_OPERATOR, ...(options.attention ? { attention: options.attention, attentionAt: options.at } : {}) },
    revoke: ALL_OPERATOR_LINKS,
    closeRequests: true,
    messages,
  };
}

/** A decline by the operator or by staff for them: declined, then at once unassigned by the system (DESIGN). */
export function declineSteps(job: LockedJob, actor: Actor, note: string | null | undefined): MoveStep[] {
  return [
    { to: "declined", actor, note, data: operatorData(job) },
    { to: "unassigned", actor: "system", note: null, data: operatorData(job) },
  ];
}
