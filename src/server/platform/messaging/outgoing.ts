import type { Language } from "#shared/i18n/languages";
import type { TemplateChannel, TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { WorkflowRecipient, WorkflowTrigger } from "#shared/messaging/workflow-triggers";

/** A variable's value; undefined renders as nothing (template-render.ts). */
export type TemplateValues = Readonly<Record<string, string | undefined>>;

/** One message always sent (no rule decides): the template of a purpose, rendered for one recipient. */
export interface ComposeRequest {
  purpose: TemplatePurposeKey;
  channel: TemplateChannel;
  language: Language;
  /** An email address or an E.164 phone number. */
  recipient: string;
  values: TemplateValues;
  /** The outbox's template column (what tests and the outbox page filter on); the purpose's event name when absent. */
  tag?: string;
}

/** Someone a workflow event can reach, with the template values in their language. */
export interface WorkflowContact {
  email: string | null;
  phone: string | null;
  /** Whether the phone takes WhatsApp (customers and operators say so). */
  whatsapp: boolean;
  language: Language;
  values: TemplateValues;
}

/**
 * Something that happened, for the workflow rules to act on: each enabled rule of the trigger
 * sends its template to its recipient, once per (rule, subjectKey).
 */
export interface WorkflowEvent {
  trigger: WorkflowTrigger;
  /** Unique per occurrence: "booking:12:booking.confirmed:4", "job:34:assigned:<ms>", "job:34" for the time trigger. */
  subjectKey: string;
  /** The time trigger names the one rule that came due. */
  ruleId?: number;
  recipients: Partial<Record<WorkflowRecipient, WorkflowContact | null>>;
}

/** What a change sends, written in its transaction: a message always sent, or an event the rules act on. */
export type Outgoing = { send: ComposeRequest } | { raise: WorkflowEvent };

/** The outbox's template column for a purpose: "booking.confirmed.customer" → "booking.confirmed" (the names used before templates). */
export function outboxTag(purpose: TemplatePurposeKey): string {
  if (purpose === "booking.quotedWithoutTotal.customer") return "booking.quoted";
  return purpose.replace(/\.(customer|operator|operations|staff)$/, "");
}
