import type { AttentionReason } from "#shared/dispatch/dispatch-constants";
import type { Language } from "#shared/i18n/languages";

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
