import { bookingMessage } from "#shared/bookings/booking-messages";
import type { Language } from "#shared/i18n/languages";
import { pickText, type LocalizedText } from "#shared/i18n/localized-text";

/** Server answers that are not field messages (those are #shared/bookings/booking-messages). */
const TEXTS = {
  tooManyQuotes: {
    en: "Too many price requests from your connection. Please wait a few minutes.",
    ar: "طلبات أسعار كثيرة من اتصالك. يُرجى الانتظار بضع دقائق.",
  },
  tooManyBookings: {
    en: "Too many bookings from your connection. Please try again later or contact us on WhatsApp.",
    ar: "حجوزات كثيرة من اتصالك. يُرجى المحاولة لاحقًا أو التواصل معنا عبر واتساب.",
  },
  busy: {
    en: "We are receiving too many requests right now. Please try again in a few minutes.",
    ar: "نستقبل طلبات كثيرة الآن. يُرجى المحاولة بعد بضع دقائق.",
  },
  captchaFailed: { en: "The verification failed or expired. Please try again.", ar: "فشل التحقق أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى." },
  accepted: { en: "Thank you: your booking is confirmed.", ar: "شكرًا لك: تم تأكيد حجزك." },
  cancelled: { en: "Your booking has been cancelled.", ar: "تم إلغاء حجزك." },
  "booking.version.stale": {
    en: "This booking was changed by someone else meanwhile. Please reload it and try again.",
    ar: "عدّل شخص آخر هذا الحجز في الأثناء. يُرجى تحديثه والمحاولة مرة أخرى.",
  },
  "booking.notFound": { en: "This booking does not exist.", ar: "هذا الحجز غير موجود." },
  "booking.cancel.requested": {
    en: "You have already asked to cancel this booking; our team will contact you.",
    ar: "سبق أن طلبت إلغاء هذا الحجز، وسيتواصل معك فريقنا.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type BookingTextKey = keyof typeof TEXTS;

export function bookingText(key: BookingTextKey, language: Language): string {
  return TEXTS[key][language];
}

/** A refusal's sentence: the server's own texts first, then the shared bookings messages. */
export function refusalText(key: string, language: Language, count?: number, names?: { from: LocalizedText; to?: LocalizedText }): string {
  if (Object.hasOwn(TEXTS, key)) return TEXTS[key as BookingTextKey][language];
  return bookingMessage(key, language, { count, from: names && pickText(names.from, language), to: names?.to && pickText(names.to, language) });
}
