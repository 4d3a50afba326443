import type { TemplatePurposeKey } from "./template-purposes";
import type { WorkflowChannel, WorkflowRecipient, WorkflowTrigger } from "./workflow-triggers";

export interface DefaultWorkflowRule {
  seedKey: string;
  trigger: WorkflowTrigger;
  hoursBefore: number | null;
  recipient: WorkflowRecipient;
  channel: WorkflowChannel;
  templatePurpose: TemplatePurposeKey;
  enabled: boolean;
}

const rule = (
  trigger: WorkflowTrigger,
  recipient: WorkflowRecipient,
  channel: WorkflowChannel,
  templatePurpose: TemplatePurposeKey,
  enabled: boolean,
  hoursBefore: number | null = null,
): DefaultWorkflowRule => ({ seedKey: `${trigger}.${recipient}`, trigger, hoursBefore, recipient, channel, templatePurpose, enabled });

/**
 * The rules seeded at start-up (once each: a rule staff deleted stays deleted), so the flow in
 * DESIGN sends what it sent before rules existed:
 * - customers hear of every booking step on "both" (email when they gave one, WhatsApp when their
 *   phone takes it or there is no email);
 * - operators get their leg and its cancellation on WhatsApp, else (no WhatsApp, or it failed) email;
 * - operations staff are emailed when a leg is back without an operator.
 * - customers get the driver-on-the-way message with the leg's live tracking link when it starts.
 * The other leg messages to customers are new with rules and start switched off (the reminder
 * waits for staff to choose its hours).
 * - customers whose online balance falls due get the link to pay the rest on WhatsApp, else (no
 *   WhatsApp, or it failed) by email: on, since only bookings with a paid deposit ever get it
 *   (a product without a deposit rule is paid later, by hand, and never raises it).
 */
export const DEFAULT_WORKFLOW_RULES: readonly DefaultWorkflowRule[] = [
  rule("booking.created", "customer", "both", "booking.created.customer", true),
  rule("booking.quoted", "customer", "both", "booking.quoted.customer", true),
  rule("booking.confirmed", "customer", "both", "booking.confirmed.customer", true),
  rule("booking.cancelled", "customer", "both", "booking.cancelled.customer", true),
  rule("booking.completed", "customer", "both", "booking.completed.customer", true),
  rule("job.assigned", "operator", "whatsapp_then_email", "dispatch.assigned.operator", true),
  rule("job.cancelled", "operator", "whatsapp_then_email", "dispatch.cancelled.operator", true),
  rule("job.declined", "operations", "email", "dispatch.alert.operations", true),
  rule("job.confirmed", "customer", "both", "job.confirmed.customer", false),
  rule("job.started", "customer", "both", "job.started.customer", true),
  rule("job.completed", "customer", "both", "job.completed.customer", false),
  rule("hoursBeforePickup", "customer", "both", "pickup.reminder.customer", false, 24),
  rule("payment.balanceDue", "customer", "whatsapp_then_email", "payment.balanceDue.customer", true),
];
