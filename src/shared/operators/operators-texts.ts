import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import type { Language } from "../i18n/languages";

/**
 * The Arabic of every sentence the admin operators API (/admin/operators) and its form can show,
 * keyed by the English the shared schema and the service write (see english-keyed-texts). A test
 * walks the schema with junk and reads the service and routes, so a new sentence without its
 * Arabic fails.
 */
const ARABIC: Record<string, string> = {
  "Enter the name.": "أدخل الاسم.",
  "Keep the name under 120 characters.": "اجعل الاسم أقل من 120 حرفًا.",
  "Enter a phone number.": "أدخل رقم هاتف.",
  "Enter a phone number with its country code, such as +966 50 123 4567.": "أدخل رقم الهاتف مع رمز الدولة، مثل ‎+966 50 123 4567.",
  "Enter a valid email address.": "أدخل بريدًا إلكترونيًا صحيحًا.",
  "Enter an amount in riyals.": "أدخل مبلغًا بالريال.",
  "Use at most two decimals.": "منزلتان عشريتان على الأكثر.",
  "The amount cannot be negative.": "لا يمكن أن يكون المبلغ سالبًا.",
  "The amount is too large (at most SAR 100,000).": "المبلغ كبير جدًا (الحد الأقصى 100,000 ريال).",
  "Choose a vehicle class.": "اختر فئة المركبة.",
  "Enter the plate.": "أدخل رقم اللوحة.",
  "Keep the plate under 15 characters.": "اجعل رقم اللوحة أقل من 15 حرفًا.",
  "Use letters, digits, spaces and hyphens only.": "استخدم الحروف والأرقام والمسافات والشرطات فقط.",
  "Enter the model.": "أدخل الطراز.",
  "Keep the model under 60 characters.": "اجعل الطراز أقل من 60 حرفًا.",
  "Enter the number of seats.": "أدخل عدد المقاعد.",
  "Enter a whole number.": "أدخل عددًا صحيحًا.",
  "At least 1 seat.": "مقعد واحد على الأقل.",
  "At most 60 seats.": "60 مقعدًا على الأكثر.",
  "Enter the colour.": "أدخل اللون.",
  "Keep the colour under 30 characters.": "اجعل اللون أقل من 30 حرفًا.",
  "Enter the driver's name.": "أدخل اسم السائق.",
  "Keep the driver's name under 80 characters.": "اجعل اسم السائق أقل من 80 حرفًا.",
  "Choose the kind of document.": "اختر نوع المستند.",
  "Enter the document number.": "أدخل رقم المستند.",
  "Keep the document number under 40 characters.": "اجعل رقم المستند أقل من 40 حرفًا.",
  "Enter a date as YYYY-MM-DD.": "أدخل التاريخ بالصيغة YYYY-MM-DD.",
  "Choose a company or an independent driver.": "اختر شركة أو سائقًا مستقلًا.",
  "Say whether this number has WhatsApp.": "حدد ما إذا كان هذا الرقم على واتساب.",
  "Choose English or Arabic.": "اختر الإنجليزية أو العربية.",
  "Use two-letter language codes such as ar, en, ur.": "استخدم رموز لغات من حرفين مثل ar وen وur.",
  "At most 12 languages.": "12 لغة على الأكثر.",
  "Each language once.": "كل لغة مرة واحدة.",
  "Choose cities from the list.": "اختر المدن من القائمة.",
  "Choose at least one city.": "اختر مدينة واحدة على الأقل.",
  "Each city once.": "كل مدينة مرة واحدة.",
  "Choose at least one vehicle class.": "اختر فئة مركبات واحدة على الأقل.",
  "At most 12 vehicle classes.": "12 فئة مركبات على الأكثر.",
  "Each vehicle class once.": "كل فئة مركبات مرة واحدة.",
  "Not a list of vehicles.": "ليست قائمة مركبات.",
  "At most 50 vehicles.": "50 مركبة على الأكثر.",
  "Not a list of drivers.": "ليست قائمة سائقين.",
  "At most 50 drivers.": "50 سائقًا على الأكثر.",
  "Not a list of documents.": "ليست قائمة مستندات.",
  "At most 20 documents.": "20 مستندًا على الأكثر.",
  "Keep the notes under 2000 characters.": "اجعل الملاحظات أقل من 2000 حرف.",
  "This plate is already in the list.": "رقم اللوحة هذا موجود في القائمة بالفعل.",
  "Add this vehicle class to the classes served first.": "أضف فئة المركبة هذه إلى الفئات المخدومة أولًا.",
  "Reload the page and try again.": "أعد تحميل الصفحة وحاول مرة أخرى.",
  "Choose active or suspended.": "اختر نشط أو موقوف.",
  "Keep the note under 500 characters.": "اجعل الملاحظة أقل من 500 حرف.",
  "Choose a document state from the list.": "اختر حالة المستندات من القائمة.",
  "Keep the search under 100 characters.": "اجعل البحث أقل من 100 حرف.",
  "This vehicle class no longer exists.": "فئة المركبة هذه لم تعد موجودة.",
  "This operator no longer exists.": "هذا المشغّل لم يعد موجودًا.",
  "Someone else changed this operator meanwhile. Reload it and make your change again.":
    "غيّر شخص آخر هذا المشغّل في هذه الأثناء. أعد تحميله وأجرِ تغييرك مرة أخرى.",
  "This operator has jobs, so it cannot be deleted. Suspend it instead.": "لهذا المشغّل رحلات، فلا يمكن حذفه. أوقفه بدلًا من ذلك.",
};

const texts = englishKeyedTexts(ARABIC);

/** An operators API or form sentence in the staff member's language. */
export const operatorsText = (english: string, language: Language): string => texts.text(english, language);
export const hasOperatorsArabic = texts.has;
