import { counted } from "../i18n/counted";
import { COUNTED_NOUNS } from "../i18n/counted-nouns";
import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of every sentence the staff booking API and its forms can answer (the job tracker's
 * actions, the staff booking entry). The English sentence is the key, as in gettext: the shared
 * schemas and services keep writing English, the server's tests read it, and a staff member whose
 * back office is in Arabic reads this. `staff-texts.test.ts` walks every schema and refusal so a
 * new English sentence without its Arabic fails there.
 */
const ARABIC: Record<string, string> = {
  // Shared text rules (safe-text).
  // Actions on one booking.
  "Enter the price.": "أدخل السعر.",
  "Quote whole riyals.": "اكتب السعر بالريالات الكاملة.",
  "Enter a price above zero.": "أدخل سعرًا أكبر من صفر.",
  "The price is too large (at most SAR 1,000,000).": "السعر كبير جدًا (الحد الأقصى 1,000,000 ريال).",
  "Enter the reason for this price.": "اكتب سبب هذا السعر.",
  "Enter the reason for cancelling.": "اكتب سبب الإلغاء.",
  "Enter why the booking is closed by hand.": "اكتب سبب إغلاق الحجز يدويًا.",
  "Keep it under 500 characters.": "اجعله أقل من 500 حرف.",
  "Choose a payment status.": "اختر حالة الدفع.",
  "Write the note.": "اكتب الملاحظة.",
  "Keep the note under 2,000 characters.": "اجعل الملاحظة أقل من 2,000 حرف.",
  "Enter the number of adults.": "أدخل عدد البالغين.",
  "Enter the number of children.": "أدخل عدد الأطفال.",
  "Enter the number of infants.": "أدخل عدد الرضّع.",
  "Enter the number of bags.": "أدخل عدد الحقائب.",
  "Reload this booking and make your change again.": "أعد تحميل هذا الحجز ثم أجرِ تعديلك مرة أخرى.",
  "Say whether this is a preview.": "حدّد إن كانت هذه معاينة.",
  "Choose the vehicle class.": "اختر فئة المركبة.",
  "The service of a booking cannot change; cancel it and enter a new booking.": "لا يمكن تغيير خدمة الحجز؛ ألغِه وأدخل حجزًا جديدًا.",
  "Keep the same number of legs; cancel and enter a new booking to add or remove one.":
    "أبقِ عدد المراحل كما هو؛ ألغِ الحجز وأدخل حجزًا جديدًا لإضافة مرحلة أو حذفها.",
  "At least 1 adult.": "بالغ واحد على الأقل.",
  "At most 60.": "60 على الأكثر.",
  "At most 30.": "30 على الأكثر.",
  "At most 100.": "100 على الأكثر.",
  "Use 0 or more.": "استخدم 0 أو أكثر.",
  "Keep the notes under 1,000 characters.": "اجعل الملاحظات أقل من 1,000 حرف.",
  "Choose where the booking came from (phone, WhatsApp or agent).": "اختر مصدر الحجز (هاتف أو واتساب أو وكيل).",
  // A quote's lines (quote-adjustments) and closing by hand (completion-check).
  "Write what changed, in English.": "اكتب ما تغيّر بالإنجليزية.",
  "Write what changed, in Arabic.": "اكتب ما تغيّر بالعربية.",
  "Keep the line under 120 characters.": "اجعل السطر أقل من 120 حرفًا.",
  "Enter the amount.": "أدخل المبلغ.",
  "Enter an amount other than zero.": "أدخل مبلغًا غير الصفر.",
  "The amount is too large (at most SAR 1,000,000).": "المبلغ كبير جدًا (الحد الأقصى 1,000,000 ريال).",
  "Send the lines as a list.": "أرسل البنود في قائمة.",
  "At most 10 lines.": "10 بنود على الأكثر.",
  "The new total must stay above zero: make the lines smaller.": "يجب أن يبقى المجموع الجديد أكبر من صفر: قلّل مبالغ البنود.",
  "The last pickup has not come yet: say why the booking is closed now.": "لم يحن موعد آخر استلام بعد: اذكر سبب إغلاق الحجز الآن.",
  "A leg did not end normally (no-show, cancelled or declined): say what happened.": "مرحلة لم تنتهِ كالمعتاد (عدم حضور أو إلغاء أو رفض): اذكر ما حدث.",
  // Refusals of the services and routes.
  "This booking does not exist.": "هذا الحجز غير موجود.",
  "The payment status is already that.": "حالة الدفع هي هذه بالفعل.",
  "Someone else changed this booking after you opened it. Reload it and make your change again.":
    "عدّل شخص آخر هذا الحجز بعد أن فتحته. أعد تحميله ثم أجرِ تعديلك مرة أخرى.",
  "A confirmed or closed booking can no longer be edited; cancel it or add a note instead.":
    "لم يعد ممكنًا تعديل حجز مؤكد أو مغلق؛ ألغِه أو أضف ملاحظة بدلًا من ذلك.",
  "The price changed; quote again.": "تغيّر السعر؛ اطلب عرض السعر مرة أخرى.",
};

const texts = englishKeyedTexts(ARABIC, [
  {
    english: /^The booked vehicle class carries at most (\d+) passengers and (\d+) bags\.$/,
    arabic: (passengers, bags) =>
      `فئة المركبة المحجوزة تتسع لـ ${counted(COUNTED_NOUNS.passengers, passengers, "ar")} و${counted(COUNTED_NOUNS.bags, bags, "ar")} على الأكثر.`,
  },
]);

/** The staff booking API's sentence in the staff member's language (English as written; Arabic from the table). */
export const staffText = texts.text;
/** Whether a sentence has its Arabic (for the test that keeps the table complete). */
export const hasStaffArabic = texts.has;
/** Every field's message of a flat error map, in the staff member's language. */
export const staffFieldTexts = texts.fields;
