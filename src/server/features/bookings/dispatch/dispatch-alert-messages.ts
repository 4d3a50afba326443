import { makkahTime } from "#shared/bookings/customer-time";
import type { AttentionReason } from "#shared/dispatch/dispatch-constants";
import type { Language } from "#shared/i18n/languages";
import type { NewOutboxMessage } from "./job-moves.repository";

/** Where staff alerts go: the company profile's email, in the company's language. */
export interface OperationsContact {
  email: string;
  language: Language;
}

export interface AlertContext {
  reference: string;
  legIndex: number;
  pickupAt: Date;
  reason: AttentionReason;
  operatorName: string | null;
  note: string | null;
  trackerLink: string;
}

export const REASON: Record<Language, Record<AttentionReason, (m: AlertContext) => string>> = {
  en: {
    no_answer: (m) => `${m.operatorName ?? "The operator"} did not confirm in time`,
    declined: (m) => `${m.operatorName ?? "The operator"} declined${m.note ? `: ${m.note}` : ""}`,
    nobody_available: () => "None of the operators asked is available",
  },
  ar: {
    no_answer: (m) => `لم يؤكد ${m.operatorName ?? "المشغّل"} في الوقت المحدد`,
    declined: (m) => `اعتذر ${m.operatorName ?? "المشغّل"}${m.note ? `: ${m.note}` : ""}`,
    nobody_available: () => "لا يتوفر أيٌّ من المشغّلين الذين سُئلوا",
  },
};

/** The email to the operations address when a leg is back without an operator (DESIGN: staff alerted). */
export function alertMessage(contact: OperationsContact, m: AlertContext): NewOutboxMessage {
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
