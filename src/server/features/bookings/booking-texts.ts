import type { Language } from "#shared/i18n/languages";

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
  cancelled: { en: "Your booking has been cancelled.", ar: "تم إلغاء حجزك." },
  confirmed: { en: "Your booking is confirmed.", ar: "تم تأكيد حجزك." },
} as const satisfies Record<string, Record<Language, string>>;

export type BookingTextKey = keyof typeof TEXTS;

export function bookingText(key: BookingTextKey, language: Language): string {
  return TEXTS[key][language];
}
