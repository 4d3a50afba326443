import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of every sentence the staff payments API and its schemas answer (English is the
 * key, as in staff-texts.ts); staff-payment-texts.test.ts walks the schemas so none is missing.
 */
const ARABIC: Record<string, string> = {
  "Enter an amount.": "أدخل المبلغ.",
  "Enter the amount in whole halalas.": "أدخل المبلغ بالهللات الصحيحة.",
  "Enter an amount above zero.": "أدخل مبلغًا أكبر من صفر.",
  "That amount is too large.": "هذا المبلغ كبير جدًا.",
  "Enter the reason for this refund.": "أدخل سبب الاسترداد.",
  "Keep it under 500 characters.": "اجعله أقل من 500 حرف.",
  "Enter a date as YYYY-MM-DD.": "أدخل التاريخ بالصيغة YYYY-MM-DD.",
  "Unknown status.": "حالة غير معروفة.",
  "Unknown kind.": "نوع غير معروف.",
  "Unknown method.": "طريقة غير معروفة.",
  "At least 1.": "واحد على الأقل.",
  "At most 200.": "200 على الأكثر.",
  "At most 92.": "92 على الأكثر.",
  "Use 0 or more.": "استخدم صفرًا أو أكثر.",
  "At most 100,000.": "100,000 على الأكثر.",
  "The end date must be on or after the start date.": "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
  "Choose how the deposit is set.": "اختر طريقة تحديد العربون.",
  "Enter a percentage.": "أدخل نسبة مئوية.",
  "Enter a whole percentage.": "أدخل نسبة مئوية صحيحة.",
  "At least 1 %.": "1 % على الأقل.",
  "At most 100 %.": "100 % على الأكثر.",
  "Choose whether paying in full is allowed.": "اختر ما إذا كان الدفع الكامل مسموحًا.",
  "Enter the hours.": "أدخل عدد الساعات.",
  "Enter whole hours.": "أدخل ساعات صحيحة.",
  "At most 720 hours (30 days).": "720 ساعة (30 يومًا) على الأكثر.",
  "This payment does not exist.": "هذه الدفعة غير موجودة.",
  "This booking does not exist.": "هذا الحجز غير موجود.",
  "This product does not exist.": "هذه الخدمة غير موجودة.",
  "That is more than can be refunded on this payment.": "هذا المبلغ أكبر مما يمكن استرداده من هذه الدفعة.",
  "This payment cannot be refunded.": "لا يمكن استرداد هذه الدفعة.",
  "This refund was already asked with other details.": "طُلب هذا الاسترداد من قبل ببيانات مختلفة.",
  "Refund requested; it is confirmed once the provider shows it.": "طُلب الاسترداد؛ ويُؤكَّد حين تُظهره خدمة الدفع.",
  "Refunded.": "تم الاسترداد.",
  "The provider refused this refund.": "رفضت خدمة الدفع هذا الاسترداد.",
  "Online payment is not configured.": "الدفع الإلكتروني غير مُعدّ.",
  "Someone else changed these settings; reload and try again.": "غيّر شخص آخر هذه الإعدادات؛ أعد التحميل وحاول مجددًا.",
  "Not a valid Idempotency-Key.": "مفتاح Idempotency-Key غير صالح.",
};

const texts = englishKeyedTexts(ARABIC);
export const staffPaymentText = texts.text;
export const hasStaffPaymentArabic = texts.has;
