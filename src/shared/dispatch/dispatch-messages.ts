import type { Language } from "#shared/i18n/languages";
import { bookingMessage, isBookingMessageKey } from "#shared/bookings/booking-messages";
import { MAX_TRANSITION_NOTE_LENGTH } from "#shared/bookings/transition-note.schema";
import type { AttentionReason, BlockedReason } from "./dispatch-constants";

/*
 * Every sentence dispatch answers with, by stable key, in both languages: the staff API's refusals
 * (in the staff member's language) and the operator pages' refusals (in the operator's language).
 * The transition table's own keys (job.transition.*) are answered from booking-messages.
 */
export const DISPATCH_MESSAGES = {
  "dispatch.job.notFound": { en: "This leg does not exist.", ar: "هذه المرحلة غير موجودة." },
  "dispatch.status.stale": {
    en: "Someone else moved this leg after you opened it. Look at its status now and try again.",
    ar: "غيّر شخص آخر حالة هذه المرحلة بعد أن فتحتها. راجع حالتها الآن ثم حاول مرة أخرى.",
  },
  "dispatch.operator.notFound": { en: "This operator does not exist.", ar: "هذا المشغّل غير موجود." },
  "dispatch.blocked.suspended": { en: "This operator is suspended.", ar: "هذا المشغّل موقوف." },
  "dispatch.blocked.document_expired": {
    en: "A document of this operator expires before the pickup day.",
    ar: "تنتهي إحدى وثائق هذا المشغّل قبل يوم الانطلاق.",
  },
  "dispatch.blocked.class_not_served": { en: "This operator does not serve the leg's vehicle class.", ar: "لا يقدّم هذا المشغّل فئة المركبة لهذه المرحلة." },
  "dispatch.blocked.area_not_served": { en: "This operator does not serve the pickup city.", ar: "لا يعمل هذا المشغّل في مدينة الانطلاق." },
  "dispatch.blocked.too_few_seats": {
    en: "The party is larger than the seats of this operator's vehicles of this class.",
    ar: "عدد الركاب أكبر من مقاعد مركبات هذا المشغّل من هذه الفئة.",
  },
  "dispatch.overlap": {
    en: "This operator already has a leg within 90 minutes of this one. Assign anyway?",
    ar: "لدى هذا المشغّل مرحلة أخرى خلال 90 دقيقة من هذه. هل تريد الإسناد رغم ذلك؟",
  },
  "dispatch.move.useAction": {
    en: "Use Ask availability, Assign or Unassign for this change.",
    ar: "استخدم «طلب التوفر» أو «إسناد» أو «إلغاء الإسناد» لهذا التغيير.",
  },
  "dispatch.startLink.notConfirmed": {
    en: "The start link is sent once the operator has confirmed the leg.",
    ar: "يُرسل رابط البدء بعد أن يؤكد المشغّل المرحلة.",
  },
  "dispatch.operator.noContact": {
    en: "This operator has no WhatsApp number or email to send the link to.",
    ar: "ليس لدى هذا المشغّل رقم واتساب أو بريد إلكتروني لإرسال الرابط إليه.",
  },
  // Why a leg needs staff (attention reasons), for the tracker's alerts.
  "dispatch.attention.no_answer": { en: "The operator did not confirm in time.", ar: "لم يؤكد المشغّل في الوقت المحدد." },
  "dispatch.attention.declined": { en: "The operator declined.", ar: "اعتذر المشغّل." },
  "dispatch.attention.nobody_available": {
    en: "None of the operators asked is available.",
    ar: "لا يتوفر أيٌّ من المشغّلين الذين سُئلوا.",
  },
  // The operator's pages.
  "dispatch.answer.closed": {
    en: "This trip has already been given out; your answer can no longer change.",
    ar: "تم إسناد هذه الرحلة بالفعل؛ لم يعد بالإمكان تغيير إجابتك.",
  },
  "dispatch.confirm.driverRequired": {
    en: "Choose a driver, or type the driver's name and phone.",
    ar: "اختر سائقًا، أو اكتب اسم السائق ورقم هاتفه.",
  },
  "dispatch.confirm.driverPhone": {
    en: "Type the driver's phone in international format, e.g. +966501234567.",
    ar: "اكتب هاتف السائق بالصيغة الدولية، مثل ‎+966501234567.",
  },
  "dispatch.confirm.vehicleRequired": {
    en: "Choose a vehicle, or type its plate and model.",
    ar: "اختر مركبة، أو اكتب رقم لوحتها وطرازها.",
  },
  "dispatch.field.operator": { en: "Choose an operator.", ar: "اختر مشغّلًا." },
  "dispatch.field.operators": { en: "Choose between 1 and 20 operators.", ar: "اختر من مشغّل واحد إلى 20 مشغّلًا." },
  "dispatch.field.price": {
    en: "Enter the operator price in whole riyals, up to SAR 100,000.",
    ar: "أدخل أجرة المشغّل بالريالات الكاملة، حتى 100,000 ريال.",
  },
  "dispatch.field.status": { en: "Choose a status.", ar: "اختر حالة." },
  "dispatch.field.answer": { en: "Choose Available or Not available.", ar: "اختر «متاح» أو «غير متاح»." },
  "dispatch.field.unknown": { en: "This request has a field that does not belong here.", ar: "في هذا الطلب حقل لا ينتمي إليه." },
  "dispatch.text.invalid": { en: "Check this field.", ar: "تحقّق من هذا الحقل." },
  "dispatch.text.tooLong": { en: "This text is too long.", ar: "هذا النص طويل جدًا." },
  "dispatch.confirm.notYours": { en: "Choose one of your own drivers and vehicles.", ar: "اختر من سائقيك ومركباتك أنت." },
} as const satisfies Record<string, Record<Language, string>>;

export type DispatchMessageKey = keyof typeof DISPATCH_MESSAGES;

export function isDispatchMessageKey(key: string): key is DispatchMessageKey {
  return Object.hasOwn(DISPATCH_MESSAGES, key);
}

export const blockedMessageKey = (reason: BlockedReason): DispatchMessageKey => `dispatch.blocked.${reason}`;

/** Why a leg needs staff, as the tracker's alerts say it. */
export const attentionMessageKey = (reason: AttentionReason): DispatchMessageKey => `dispatch.attention.${reason}`;

/** The sentence of a dispatch or job-transition key in a language (the key itself when unknown, never thrown). */
export function dispatchMessage(key: string, language: Language): string {
  if (isDispatchMessageKey(key)) return DISPATCH_MESSAGES[key][language];
  // The note's limit is the only count a dispatch refusal carries.
  if (isBookingMessageKey(key)) return bookingMessage(key, language, { count: MAX_TRANSITION_NOTE_LENGTH });
  return key;
}
