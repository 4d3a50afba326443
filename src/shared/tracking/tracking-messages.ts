import type { Language } from "#shared/i18n/languages";

/*
 * Every sentence the tracking API answers with, by stable key, in both languages (the driver's
 * language on the ingest, the staff member's on the track-link routes).
 */
export const TRACKING_MESSAGES = {
  "tracking.link.gone": {
    en: "This link does not work (it is wrong, has expired or was replaced).",
    ar: "هذا الرابط لا يعمل (خاطئ أو انتهت صلاحيته أو استُبدل).",
  },
  "tracking.notSharing": {
    en: "This trip is not under way, so the location is no longer shared.",
    ar: "هذه الرحلة ليست جارية، لذلك توقفت مشاركة الموقع.",
  },
  "tracking.position.invalid": { en: "This location could not be read.", ar: "تعذّرت قراءة هذا الموقع." },
  "tracking.batch.invalid": { en: "These locations could not be read.", ar: "تعذّرت قراءة هذه المواقع." },
  "tracking.batch.tooLarge": { en: "Too many locations at once: send them in smaller parts.", ar: "مواقع كثيرة دفعة واحدة: أرسلها على دفعات أصغر." },
  "tracking.busy": { en: "Too many requests: wait a moment and try again.", ar: "طلبات كثيرة: انتظر قليلًا ثم حاول مرة أخرى." },
  "tracking.job.notFound": { en: "This leg does not exist.", ar: "هذه المرحلة غير موجودة." },
  "tracking.link.notStarted": {
    en: "The tracking link exists once the driver has started the leg.",
    ar: "يتوفر رابط التتبع بعد أن يبدأ السائق المرحلة.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type TrackingMessageKey = keyof typeof TRACKING_MESSAGES;

export function isTrackingMessageKey(key: string): key is TrackingMessageKey {
  return Object.hasOwn(TRACKING_MESSAGES, key);
}

/** The sentence of a key in a language (the key itself when unknown, never thrown). */
export function trackingMessage(key: string, language: Language): string {
  return isTrackingMessageKey(key) ? TRACKING_MESSAGES[key][language] : key;
}
