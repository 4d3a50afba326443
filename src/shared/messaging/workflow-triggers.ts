import type { TemplatePurposeKey } from "./template-purposes";

/**
 * Workflow rules (DESIGN: Workflow rules; issue 22): when something happens (a trigger), send a
 * template to someone (a recipient) on a channel. Lifecycle triggers are raised where the change
 * happens (booking transitions, the dispatch job move); "hoursBeforePickup" is a time trigger the
 * scheduler fires once per leg, N hours before its pickup; "payment.balanceDue" is raised by the
 * payments' scheduled task once per booking whose online balance has fallen due (the product's
 * balance due hours before the first pickup), with a link to pay the rest.
 *
 * booking.completed (the thank-you, when the last leg ends or staff complete the booking) and
 * job.cancelled (one leg called off) are in DESIGN's list beside the issue's.
 */
export const WORKFLOW_TRIGGERS = [
  "booking.created",
  "booking.quoted",
  "booking.confirmed",
  "booking.cancelled",
  "booking.completed",
  "job.assigned",
  "job.confirmed",
  "job.declined",
  "job.started",
  "job.completed",
  "job.cancelled",
  "hoursBeforePickup",
  "payment.balanceDue",
] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];
export type LifecycleTrigger = Exclude<WorkflowTrigger, "hoursBeforePickup" | "payment.balanceDue">;

export const WORKFLOW_RECIPIENTS = ["customer", "operator", "operations"] as const;
export type WorkflowRecipient = (typeof WORKFLOW_RECIPIENTS)[number];

/**
 * - whatsapp / email: that channel only (nothing when the recipient has no such address).
 * - both: email when there is an address, and WhatsApp when the phone takes it or there is no
 *   email, so the recipient always hears (what booking messages did before rules).
 * - whatsapp_then_email: WhatsApp; the email goes only when the WhatsApp message dead-letters or
 *   its Meta template is rejected or paused (the rule's last failure says so).
 */
export const WORKFLOW_CHANNELS = ["whatsapp", "email", "both", "whatsapp_then_email"] as const;
export type WorkflowChannel = (typeof WORKFLOW_CHANNELS)[number];

/** "N hours before pickup": a whole number of hours, up to a week. */
export const HOURS_BEFORE_MIN = 1;
export const HOURS_BEFORE_MAX = 168;

type Label = { en: string; ar: string };

export const WORKFLOW_TRIGGER_LABELS: Record<WorkflowTrigger, Label> = {
  "booking.created": { en: "A booking request is received", ar: "استلام طلب حجز" },
  "booking.quoted": { en: "Staff send a price", ar: "إرسال عرض سعر" },
  "booking.confirmed": { en: "The booking is confirmed", ar: "تأكيد الحجز" },
  "booking.cancelled": { en: "The booking is cancelled", ar: "إلغاء الحجز" },
  "booking.completed": { en: "The booking is completed (all legs done)", ar: "اكتمال الحجز (انتهاء كل المراحل)" },
  "job.assigned": { en: "A leg is assigned to an operator", ar: "إسناد رحلة إلى مشغّل" },
  "job.confirmed": { en: "The operator confirms with driver and vehicle", ar: "تأكيد المشغّل مع السائق والمركبة" },
  "job.declined": { en: "A leg is back without an operator (declined or no answer)", ar: "عودة رحلة بلا مشغّل (اعتذار أو عدم رد)" },
  "job.started": { en: "The driver is on the way", ar: "السائق في الطريق" },
  "job.completed": { en: "A leg is completed", ar: "اكتمال رحلة" },
  "job.cancelled": { en: "A leg is cancelled", ar: "إلغاء رحلة" },
  hoursBeforePickup: { en: "Hours before pickup", ar: "ساعات قبل الانطلاق" },
  "payment.balanceDue": { en: "The balance falls due (online payment)", ar: "حلول موعد سداد المتبقي (الدفع الإلكتروني)" },
};

export const WORKFLOW_RECIPIENT_LABELS: Record<WorkflowRecipient, Label> = {
  customer: { en: "Customer", ar: "العميل" },
  operator: { en: "Operator", ar: "المشغّل" },
  operations: { en: "Operations staff", ar: "فريق العمليات" },
};

export const WORKFLOW_CHANNEL_LABELS: Record<WorkflowChannel, Label> = {
  whatsapp: { en: "WhatsApp", ar: "واتساب" },
  email: { en: "Email", ar: "البريد الإلكتروني" },
  both: { en: "WhatsApp and email", ar: "واتساب والبريد الإلكتروني" },
  whatsapp_then_email: { en: "WhatsApp, then email if WhatsApp fails", ar: "واتساب، ثم البريد إن تعذّر واتساب" },
};

/**
 * Which templates a rule may send, per trigger and recipient: a template needs values the trigger
 * knows (a confirm link exists only when a leg is assigned). A recipient absent here cannot be
 * chosen for that trigger.
 */
export const WORKFLOW_PURPOSES: Record<WorkflowTrigger, Partial<Record<WorkflowRecipient, readonly TemplatePurposeKey[]>>> = {
  "booking.created": { customer: ["booking.created.customer"] },
  "booking.quoted": { customer: ["booking.quoted.customer"] },
  "booking.confirmed": { customer: ["booking.confirmed.customer"] },
  "booking.cancelled": { customer: ["booking.cancelled.customer"] },
  "booking.completed": { customer: ["booking.completed.customer"] },
  "job.assigned": { operator: ["dispatch.assigned.operator"] },
  "job.confirmed": { customer: ["job.confirmed.customer"] },
  "job.declined": { operations: ["dispatch.alert.operations"] },
  "job.started": { customer: ["job.started.customer"] },
  "job.completed": { customer: ["job.completed.customer"] },
  "job.cancelled": { operator: ["dispatch.cancelled.operator"] },
  hoursBeforePickup: { customer: ["pickup.reminder.customer"] },
  "payment.balanceDue": { customer: ["payment.balanceDue.customer"] },
};

export const isWorkflowTrigger = (value: unknown): value is WorkflowTrigger =>
  typeof value === "string" && (WORKFLOW_TRIGGERS as readonly string[]).includes(value);

/** The recipients a trigger can have. */
export const recipientsOf = (trigger: WorkflowTrigger): WorkflowRecipient[] =>
  WORKFLOW_RECIPIENTS.filter((recipient) => (WORKFLOW_PURPOSES[trigger][recipient]?.length ?? 0) > 0);

/** Whether a template purpose fits a trigger and recipient. */
export const purposeFits = (trigger: WorkflowTrigger, recipient: WorkflowRecipient, purpose: string): purpose is TemplatePurposeKey =>
  (WORKFLOW_PURPOSES[trigger][recipient] as readonly string[] | undefined)?.includes(purpose) ?? false;

/** The channels a recipient can be reached on: operations staff are alerted by email only. */
export const channelsFor = (recipient: WorkflowRecipient): readonly WorkflowChannel[] => (recipient === "operations" ? ["email"] : WORKFLOW_CHANNELS);
