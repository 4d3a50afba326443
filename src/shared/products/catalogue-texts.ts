import { counted } from "../i18n/counted";
import { COUNTED_NOUNS } from "../i18n/counted-nouns";
import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of every sentence the admin products API (/admin/products) can answer, keyed by the
 * English the shared schema and the service write (see english-keyed-texts). A test walks the
 * schema and the service so a new sentence without its Arabic fails.
 */
const LABELS: Record<string, string> = { name: "الاسم", summary: "الملخص", description: "الوصف", feature: "الميزة", stop: "المحطة" };

const ARABIC: Record<string, string> = {
  "Choose a place (zone).": "اختر المكان (المنطقة).",
  "Give this route at least one price.": "أعطِ هذا المسار سعرًا واحدًا على الأقل.",
  "At most 60 routes.": "60 مسارًا على الأكثر.",
  "At most 20 stops.": "20 محطة على الأكثر.",
  "This route is already in the list.": "هذا المسار موجود في القائمة بالفعل.",
  "One price per vehicle class.": "سعر واحد لكل فئة مركبات.",
  "A tour or an hourly hire has a start place only.": "للجولة أو الاستئجار بالساعة مكان انطلاق فقط.",
  "A transfer route needs a destination.": "يحتاج مسار التوصيل إلى وجهة.",
  "A route of this product no longer exists; reload the page.": "أحد مسارات هذا المنتج لم يعد موجودًا؛ أعد تحميل الصفحة.",
  "A vehicle class in this grid no longer exists.": "إحدى فئات المركبات في هذا الجدول لم تعد موجودة.",
  "Stops are for ziyarat tours only.": "المحطات خاصة بجولات الزيارات فقط.",
  "A price per hour needs a minimum number of hours.": "يحتاج السعر بالساعة إلى حد أدنى من الساعات.",
  "Another product already uses this address (slug).": "منتج آخر يستخدم هذا العنوان (slug) بالفعل.",
  "Another vehicle class already uses this address (slug).": "فئة مركبات أخرى تستخدم هذا العنوان (slug) بالفعل.",
  "At least 1 hour.": "ساعة واحدة على الأقل.",
  "At least 1 passenger.": "راكب واحد على الأقل.",
  "At most 100.": "100 على الأكثر.",
  "At most 12 features.": "12 ميزة على الأكثر.",
  "At most 24 hours.": "24 ساعة على الأكثر.",
  "At most 80.": "80 على الأكثر.",
  "Choose a kind.": "اختر النوع.",
  "Choose a vehicle class.": "اختر فئة المركبة.",
  "Choose per trip or per hour.": "اختر بالرحلة أو بالساعة.",
  "Enter a date as YYYY-MM-DD.": "أدخل التاريخ بالصيغة YYYY-MM-DD.",
  "Enter a date.": "أدخل تاريخًا.",
  "Enter a multiplier such as 1.25.": "أدخل معاملًا مثل 1.25.",
  "Enter a price above zero.": "أدخل سعرًا أكبر من صفر.",
  "Enter a whole number of hours.": "أدخل عددًا صحيحًا من الساعات.",
  "Enter a whole number.": "أدخل عددًا صحيحًا.",
  "Enter an address such as airport-transfer.": "أدخل عنوانًا مثل airport-transfer.",
  "Enter an address such as van.": "أدخل عنوانًا مثل van.",
  "Enter an amount in riyals.": "أدخل مبلغًا بالريال.",
  "Enter the number of bags.": "أدخل عدد الحقائب.",
  "Enter the number of passengers.": "أدخل عدد الركاب.",
  "Keep the image address under 500 characters.": "اجعل عنوان الصورة أقل من 500 حرف.",
  "The amount cannot be negative.": "لا يمكن أن يكون المبلغ سالبًا.",
  "The amount is too large (at most SAR 1,000,000).": "المبلغ كبير جدًا (الحد الأقصى 1,000,000 ريال).",
  "The chosen product no longer exists.": "المنتج المختار لم يعد موجودًا.",
  "The end date must be on or after the start date.": "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
  "This date does not exist.": "هذا التاريخ غير موجود.",
  "This item no longer exists.": "هذا العنصر لم يعد موجودًا.",
  "This price no longer exists.": "هذا السعر لم يعد موجودًا.",
  "This product has bookings, so it cannot be deleted. Make it inactive instead.": "لهذا المنتج حجوزات، فلا يمكن حذفه. اجعله غير نشط بدلًا من ذلك.",
  "This product no longer exists.": "هذا المنتج لم يعد موجودًا.",
  "This season no longer exists.": "هذا الموسم لم يعد موجودًا.",
  "This vehicle class is used by bookings, so it cannot be deleted. Make it inactive instead.":
    "تستخدم حجوزاتٌ فئةَ المركبة هذه، فلا يمكن حذفها. اجعلها غير نشطة بدلًا من ذلك.",
  "This vehicle class no longer exists.": "فئة المركبة هذه لم تعد موجودة.",
  "Unknown extra.": "إضافة غير معروفة.",
  "Not a valid address.": "عنوان غير صالح.",
  "Use 0 or more.": "استخدم 0 أو أكثر.",
  "Use a site path such as /images/fleet/van.webp or an https:// address.": "استخدم مسارًا في الموقع مثل /images/fleet/van.webp أو عنوان https://.",
  "Use at most 10,000.": "10,000 على الأكثر.",
  "Use at most two decimals.": "منزلتان عشريتان على الأكثر.",
};

const label = (english: string) => LABELS[english] ?? english;
const texts = englishKeyedTexts(ARABIC, [
  { english: /^Enter the (name|summary|description|feature|stop) in English\.$/, arabic: "أدخل $1 بالإنجليزية." },
  {
    english: /^Keep the (name|summary|description|feature|stop) under ([\d,]+) characters\.$/,
    arabic: (field, n) => `اجعل ${field} أقل من ${counted(COUNTED_NOUNS.characters, n, "ar")}.`,
  },
  { english: /^At least ×([\d.]+)\.$/, arabic: "×$1 على الأقل." },
  { english: /^At most ×([\d.]+)\.$/, arabic: "×$1 على الأكثر." },
]);

/** A products API sentence in the staff member's language (the label of a templated sentence in Arabic too). */
export function catalogueText(english: string, language: "en" | "ar"): string {
  const text = texts.text(english, language);
  return language === "ar" ? text.replace(/\b(name|summary|description|feature|stop)\b/, (word) => label(word)) : text;
}
export const hasCatalogueArabic = texts.has;
export const catalogueFieldTexts = (fieldErrors: Record<string, string>, language: "en" | "ar") =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, catalogueText(message, language)]));
