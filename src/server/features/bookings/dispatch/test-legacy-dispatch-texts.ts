import { makkahTime } from "#shared/bookings/customer-time";
import type { Language } from "#shared/i18n/languages";
import { REASON, type AlertContext, type OperationsContact } from "./dispatch-alert-messages";
import type { NewOutboxMessage, OperatorContact } from "./job-moves.repository";
import { operatorFilled, operatorLanguage, type Filled, type OperatorMessageContext, type OperatorTemplate } from "./operator-messages";

/*
 * For tests only: the operators' and operations' texts as the code wrote them before editable
 * templates. default-templates.test renders the seeded defaults with the same input and compares.
 */
type Texts = Record<Language, { subject: (m: Filled) => string; body: (m: Filled) => string }>;

const TEMPLATES: Record<OperatorTemplate, Texts> = {
  "dispatch.availability": {
    en: {
      subject: (m) => `Are you available? ${m.ref}, ${m.when}`,
      body: (m) => `Rihla: are you available for a trip on ${m.when}, from ${m.from} to ${m.to} (${m.ref})?${m.price} Answer here: ${m.link}`,
    },
    ar: {
      subject: (m) => `هل أنت متاح؟ ${m.ref}، ${m.when}`,
      body: (m) => `رحلة: هل أنت متاح لرحلة في ${m.when}، من ${m.from} إلى ${m.to} (${m.ref})؟${m.price} أجب من هنا: ${m.link}`,
    },
  },
  "dispatch.assigned": {
    en: {
      subject: (m) => `New trip for you: ${m.ref}, ${m.when}`,
      body: (m) =>
        `Rihla: we have given you the trip ${m.ref} on ${m.when}, from ${m.from} to ${m.to}.${m.price} Please accept it with your driver and vehicle, or decline: ${m.link}`,
    },
    ar: {
      subject: (m) => `رحلة جديدة لك: ${m.ref}، ${m.when}`,
      body: (m) => `رحلة: أسندنا إليك الرحلة ${m.ref} في ${m.when}، من ${m.from} إلى ${m.to}.${m.price} يُرجى قبولها مع السائق والمركبة، أو الاعتذار: ${m.link}`,
    },
  },
  "dispatch.unassigned": {
    en: {
      subject: (m) => `Trip ${m.ref} is no longer yours`,
      body: (m) => `Rihla: the trip ${m.ref} on ${m.when} (from ${m.from} to ${m.to}) is no longer assigned to you. Links we sent you for it no longer work.`,
    },
    ar: {
      subject: (m) => `لم تعد الرحلة ${m.ref} مسندة إليك`,
      body: (m) => `رحلة: لم تعد الرحلة ${m.ref} في ${m.when} (من ${m.from} إلى ${m.to}) مسندة إليك. ولم تعد الروابط التي أرسلناها لها تعمل.`,
    },
  },
  "dispatch.cancelled": {
    en: {
      subject: (m) => `Trip ${m.ref} cancelled`,
      body: (m) => `Rihla: the trip ${m.ref} on ${m.when} (from ${m.from} to ${m.to}) has been cancelled. Links we sent you for it no longer work.`,
    },
    ar: {
      subject: (m) => `إلغاء الرحلة ${m.ref}`,
      body: (m) => `رحلة: أُلغيت الرحلة ${m.ref} في ${m.when} (من ${m.from} إلى ${m.to}). ولم تعد الروابط التي أرسلناها لها تعمل.`,
    },
  },
  "dispatch.start": {
    en: {
      subject: (m) => `Start link: ${m.ref}, ${m.when}`,
      body: (m) =>
        `Rihla: your trip ${m.ref} is on ${m.when}, from ${m.from} to ${m.to}. The passenger's contact, and Start, Arrived, On board and Completed: ${m.link}`,
    },
    ar: {
      subject: (m) => `رابط البدء: ${m.ref}، ${m.when}`,
      body: (m) => `رحلة: رحلتك ${m.ref} في ${m.when}، من ${m.from} إلى ${m.to}. بيانات الراكب وأزرار البدء والوصول والركوب والإنهاء: ${m.link}`,
    },
  },
};

/**
 * The message to an operator, in their language and Makkah time: WhatsApp when their phone takes
 * it, else email when they have one, else none (staff are refused before it comes to that).
 */
export function legacyOperatorMessages(template: OperatorTemplate, operator: OperatorContact, context: OperatorMessageContext): NewOutboxMessage[] {
  const language = operatorLanguage(operator);
  const texts = TEMPLATES[template][language];
  const filled = operatorFilled(language, context);
  if (operator.whatsapp) return [{ channel: "whatsapp", recipient: operator.phone, template, subject: null, body: texts.body(filled) }];
  if (operator.email) return [{ channel: "email", recipient: operator.email, template, subject: texts.subject(filled), body: `${texts.body(filled)}\n` }];
  return [];
}

/** The email to the operations address when a leg is back without an operator (DESIGN: staff alerted). */
export function legacyAlertMessage(contact: OperationsContact, m: AlertContext): NewOutboxMessage {
  const when = makkahTime(m.pickupAt, contact.language, "medium");
  const reason = REASON[contact.language][m.reason](m);
  const text =
    contact.language === "ar"
      ? {
          subject: `تحتاج مشغّلًا: ${m.reference} - ${m.legIndex + 1}، ${when}`,
          body: `${reason}. المرحلة ${m.legIndex + 1} من الحجز ${m.reference} (الانطلاق ${when}) عادت بلا مشغّل.\n\nمتتبع الرحلات: ${m.trackerLink}\n`,
        }
      : {
          subject: `Needs an operator: ${m.reference} leg ${m.legIndex + 1}, ${when}`,
          body: `${reason}. Leg ${m.legIndex + 1} of booking ${m.reference} (pickup ${when}) is back without an operator.\n\nJob tracker: ${m.trackerLink}\n`,
        };
  return { channel: "email", recipient: contact.email, template: "dispatch.alert", ...text };
}
