import { makkahTime } from "#shared/bookings/customer-time";
import { placeById } from "#shared/bookings/places";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import type { NewOutboxMessage, OperatorContact } from "./job-moves.repository";

/** The built-in texts to operators (editable templates come with the messaging issue). */
export type OperatorTemplate = "dispatch.availability" | "dispatch.assigned" | "dispatch.unassigned" | "dispatch.cancelled" | "dispatch.start";

export interface OperatorMessageContext {
  reference: string;
  /** 0-based; said as "trip 1" only when the booking has several legs is not known here, so always said. */
  legIndex: number;
  pickupAt: Date;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
  /** The token link, for the templates that carry one. */
  link?: string;
  priceHalalas?: number | null;
}

/** A leg's end as the operator reads it: the preset place's name, or the typed address. */
export function endpointText(endpoint: Record<string, unknown>, language: Language): string {
  if (endpoint.type === "place" && typeof endpoint.placeId === "string") return placeById(endpoint.placeId)?.name[language] ?? endpoint.placeId;
  return typeof endpoint.address === "string" ? endpoint.address : "";
}

type Texts = Record<Language, { subject: (m: Filled) => string; body: (m: Filled) => string }>;
export interface Filled {
  ref: string;
  when: string;
  from: string;
  to: string;
  link: string;
  price: string;
}

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

/** The values an operator's message says, in their language and Makkah time. */
export function operatorFilled(language: Language, context: OperatorMessageContext): Filled {
  return {
    ref: language === "ar" ? `${context.reference} - ${context.legIndex + 1}` : `${context.reference} leg ${context.legIndex + 1}`,
    when: makkahTime(context.pickupAt, language, "medium"),
    from: endpointText(context.from, language),
    to: endpointText(context.to, language),
    link: context.link ?? "",
    price:
      context.priceHalalas === undefined || context.priceHalalas === null
        ? ""
        : language === "ar"
          ? ` أجرتك: ${formatSar(context.priceHalalas, language)}.`
          : ` Your price: ${formatSar(context.priceHalalas, language)}.`,
  };
}

export const operatorLanguage = (operator: Pick<OperatorContact, "language">): Language => (isLanguage(operator.language) ? operator.language : "ar");

/** Whether an operator can be reached at all: WhatsApp on their phone, else their email. */
export const canReach = (operator: Pick<OperatorContact, "whatsapp" | "email">): boolean => operator.whatsapp || Boolean(operator.email);

/**
 * The message to an operator, in their language and Makkah time: WhatsApp when their phone takes
 * it, else email when they have one, else none (staff are refused before it comes to that).
 */
export function operatorMessages(template: OperatorTemplate, operator: OperatorContact, context: OperatorMessageContext): NewOutboxMessage[] {
  const language = operatorLanguage(operator);
  const texts = TEMPLATES[template][language];
  const filled = operatorFilled(language, context);
  if (operator.whatsapp) return [{ channel: "whatsapp", recipient: operator.phone, template, subject: null, body: texts.body(filled) }];
  if (operator.email) return [{ channel: "email", recipient: operator.email, template, subject: texts.subject(filled), body: `${texts.body(filled)}\n` }];
  return [];
}
