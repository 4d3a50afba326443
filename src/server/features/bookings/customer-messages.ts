import type { Outgoing, WorkflowContact } from "#server/platform/messaging/outgoing";
import type { LifecycleTrigger } from "#shared/messaging/workflow-triggers";
import type { CustomerContact, CustomerTemplate, MessageContext } from "./booking-notifications";
import { customerPurpose, customerTemplateValues } from "./booking-template-values";

/** The booking steps the workflow rules send (workflow-triggers.ts); the other customer messages always go. */
const TRIGGER_OF: Partial<Record<CustomerTemplate, LifecycleTrigger>> = {
  "booking.created": "booking.created",
  "booking.quoted": "booking.quoted",
  "booking.confirmed": "booking.confirmed",
  "booking.cancelled": "booking.cancelled",
  "booking.completed": "booking.completed",
};

/** The customer as a workflow recipient, with their template values. */
export const customerRecipient = (contact: CustomerContact, context: MessageContext): WorkflowContact => ({
  email: contact.email,
  phone: contact.phone,
  whatsapp: contact.whatsapp,
  language: context.language,
  values: customerTemplateValues(context),
});

/**
 * What a customer message sends, composed from the editable templates: a booking step is an
 * event for the workflow rules (`subject` names the booking's version, so each step is sent
 * once); a new link, a new price or a changed trip always go, by email when there is an address
 * and by WhatsApp when the phone takes it (or there is no email, so the customer always hears).
 */
export function customerMessages(template: CustomerTemplate, contact: CustomerContact, context: MessageContext, subject: string): Outgoing[] {
  const trigger = TRIGGER_OF[template];
  if (trigger) return [{ raise: { trigger, subjectKey: `${subject}:${trigger}`, recipients: { customer: customerRecipient(contact, context) } } }];
  const purpose = customerPurpose(template, context);
  const values = customerTemplateValues(context);
  const base = { purpose, language: context.language, values, tag: template };
  const out: Outgoing[] = [];
  if (contact.email) out.push({ send: { ...base, channel: "email", recipient: contact.email } });
  if (contact.whatsapp || !contact.email) out.push({ send: { ...base, channel: "whatsapp", recipient: contact.phone } });
  return out;
}

/** The channels of messages always sent (the timeline says how the customer was told). */
export const channelsOf = (outgoing: readonly Outgoing[]): string[] => outgoing.flatMap((item) => ("send" in item ? [item.send.channel] : []));
