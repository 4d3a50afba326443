import type { Language } from "../i18n/languages";

/*
 * The customer-facing payment refusals and notices, by stable key, in English and Arabic. The
 * payloads (payment.schema.ts) and the server's refusals carry these keys; the server answers
 * in the visitor's language and the screens may translate the same keys. Staff texts are plain
 * English with their Arabic in staff-payment-texts.ts.
 */
export const PAYMENT_MESSAGES = {
  "payment.invalid": { en: "Please check this field.", ar: "يُرجى التحقق من هذا الحقل." },
  "payment.unknownField": { en: "This field is not accepted.", ar: "هذا الحقل غير مقبول." },
  "payment.kind": { en: "Please choose what to pay.", ar: "يُرجى اختيار ما تريد دفعه." },
  "payment.disabled": { en: "Online payment is not available; nothing is paid now.", ar: "الدفع الإلكتروني غير متاح؛ لا يُدفع شيء الآن." },
  "payment.notOffered": { en: "This payment is not offered for this booking.", ar: "هذه الدفعة غير متاحة لهذا الحجز." },
  "payment.closed": { en: "This booking is closed; nothing can be paid.", ar: "هذا الحجز مغلق؛ لا يمكن دفع شيء." },
  "payment.notFound": { en: "We could not find this payment.", ar: "تعذّر العثور على هذه الدفعة." },
  "payment.providerMismatch": {
    en: "This payment does not match your booking; nothing was recorded.",
    ar: "هذه الدفعة لا تطابق حجزك؛ لم يُسجَّل شيء.",
  },
  "payment.providerUnavailable": {
    en: "The payment service is not answering; please try again in a moment.",
    ar: "خدمة الدفع لا تستجيب؛ يُرجى المحاولة بعد قليل.",
  },
  "payment.idempotencyConflict": {
    en: "This request was already sent with different details; please reload the page.",
    ar: "أُرسل هذا الطلب من قبل ببيانات مختلفة؛ يُرجى إعادة تحميل الصفحة.",
  },
  "payment.busy": { en: "Too many attempts; please wait a little and try again.", ar: "محاولات كثيرة؛ يُرجى الانتظار قليلًا ثم المحاولة مجددًا." },
  "payment.paid": { en: "Thank you: your payment is received.", ar: "شكرًا لك: تم استلام دفعتك." },
  "payment.failed": { en: "The payment did not go through; nothing was charged.", ar: "لم تتم عملية الدفع؛ لم يُخصم أي مبلغ." },
  "payment.pending": { en: "We are still checking your payment with the bank.", ar: "ما زلنا نتحقق من دفعتك لدى البنك." },
  "refund.tooMuch": { en: "That is more than can be refunded on this payment.", ar: "هذا المبلغ أكبر مما يمكن استرداده من هذه الدفعة." },
  "refund.notRefundable": { en: "This payment cannot be refunded.", ar: "لا يمكن استرداد هذه الدفعة." },
  "refund.failed": { en: "The refund was refused by the payment service.", ar: "رفضت خدمة الدفع عملية الاسترداد." },
  "refund.started": {
    en: "Your refund has been requested; it reaches your card within a few days.",
    ar: "طُلب استرداد المبلغ؛ يصل إلى بطاقتك خلال أيام قليلة.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

export function isPaymentMessageKey(key: string): key is PaymentMessageKey {
  return Object.hasOwn(PAYMENT_MESSAGES, key);
}

/** The text of a key in a language; an unknown key reads as the generic "check this field". */
export function paymentMessage(key: string, language: Language): string {
  return (isPaymentMessageKey(key) ? PAYMENT_MESSAGES[key] : PAYMENT_MESSAGES["payment.invalid"])[language];
}
