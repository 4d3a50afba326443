import type { Outgoing } from "#server/platform/messaging/outgoing";
import type { LifecycleTrigger } from "#shared/messaging/workflow-triggers";
import type { AlertContext, OperationsContact } from "./dispatch-alert-messages";
import { alertTemplateValues, operatorPurpose, operatorTemplateValues } from "./dispatch-template-values";
import type { OperatorContact } from "./job-moves.repository";
import { operatorLanguage, type OperatorMessageContext, type OperatorTemplate } from "./operator-messages";

/** The operator messages the workflow rules send; the others (availability, unassigned, start link) always go. */
const TRIGGER_OF: Partial<Record<OperatorTemplate, LifecycleTrigger>> = { "dispatch.assigned": "job.assigned", "dispatch.cancelled": "job.cancelled" };

/**
 * What a message to an operator sends, in their language and Makkah time, composed from the
 * editable templates: a leg given to them or cancelled is an event for the workflow rules (one
 * per operator and occurrence); the others go by WhatsApp when their phone takes it, else by email
 * when they have one, else not at all (staff are refused before it comes to that).
 */
export function operatorMessages(template: OperatorTemplate, operator: OperatorContact, context: OperatorMessageContext): Outgoing[] {
  const language = operatorLanguage(operator);
  const values = operatorTemplateValues(language, context);
  const trigger = TRIGGER_OF[template];
  if (trigger)
    return [
      {
        raise: {
          trigger,
          subjectKey: `${context.subject ?? `leg:${context.reference}:${context.legIndex}`}:${trigger}:op${operator.id}`,
          recipients: { operator: { email: operator.email, phone: operator.phone, whatsapp: operator.whatsapp, language, values } },
        },
      },
    ];
  const base = { purpose: operatorPurpose(template), language, values, tag: template };
  if (operator.whatsapp) return [{ send: { ...base, channel: "whatsapp", recipient: operator.phone } }];
  if (operator.email) return [{ send: { ...base, channel: "email", recipient: operator.email } }];
  return [];
}

/** A leg back without an operator: the job.declined event, whose default rule emails the operations address (DESIGN: staff alerted). */
export function alertMessages(contact: OperationsContact | null, m: AlertContext, subject: string): Outgoing[] {
  return [
    {
      raise: {
        trigger: "job.declined",
        subjectKey: `${subject}:job.declined`,
        recipients: {
          operations: contact
            ? { email: contact.email, phone: null, whatsapp: false, language: contact.language, values: alertTemplateValues(contact.language, m) }
            : null,
        },
      },
    },
  ];
}
