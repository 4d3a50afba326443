import { counted } from "../i18n/counted";
import { COUNTED_NOUNS } from "../i18n/counted-nouns";
import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import type { Language } from "../i18n/languages";

/*
 * The Arabic of the guides import's refusals (whole files and rows), keyed by the English the
 * shared row schema, the file readers and the plan write (see english-keyed-texts). Column names,
 * file names and slugs stay as they are: they name things in the file. A test walks the schema
 * and the readers so a new sentence without its Arabic fails.
 */
const ARABIC: Record<string, string> = {
  "Choose a file to import (CSV, JSON or Markdown).": "اختر ملفًا للاستيراد (CSV أو JSON أو Markdown).",
  "The upload is larger than 5 MB. Split it into smaller files.": "الملفات المرفوعة أكبر من 5 ميغابايت. قسّمها إلى ملفات أصغر.",
  "Upload one kind of file at a time: one CSV, one JSON, or Markdown files.":
    "ارفع نوعًا واحدًا من الملفات في كل مرة: ملف CSV واحد أو ملف JSON واحد أو ملفات Markdown.",
  "The upload could not be read. Please choose the files again.": "تعذّرت قراءة الملفات المرفوعة. يُرجى اختيارها مرة أخرى.",
  'Upload the files as multipart/form-data in the field "files".': 'ارفع الملفات بصيغة multipart/form-data في الحقل "files".',
  "Each item must be an object with the guide's fields.": "يجب أن يكون كل عنصر كائنًا يحمل حقول الدليل.",
  "status must be draft or published.": "يجب أن تكون قيمة status إما draft أو published.",
  "cover_image must be a site path (/images/…) or an https address.": "يجب أن تكون cover_image مسارًا في الموقع (/images/…) أو عنوان https.",
  "published_at must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z.": "يجب أن تكون published_at تاريخًا مثل 2026-03-01 أو 2026-03-01T09:00:00Z.",
  "published_at is not a real date.": "published_at ليس تاريخًا حقيقيًا.",
  "slug must be lowercase letters, digits and single hyphens (e.g. what-to-pack-for-umrah).":
    "يجب أن يتكون slug من حروف لاتينية صغيرة وأرقام وشَرطات مفردة (مثل what-to-pack-for-umrah).",
};

const texts = englishKeyedTexts(ARABIC, [
  { english: /^(\w+) is missing\.$/, arabic: "$1 مفقود." },
  { english: /^(\w+) is too short\.$/, arabic: "$1 قصير جدًا." },
  { english: /^(\w+) is longer than ([\d,]+) characters\.$/, arabic: (field, n) => `${field} أطول من ${counted(COUNTED_NOUNS.characters, n, "ar")}.` },
  { english: /^(\w+) contains characters that are not allowed\.$/, arabic: "يحتوي $1 على رموز غير مسموح بها." },
  { english: /^category must be one of: (.+)\.$/, arabic: "يجب أن تكون category إحدى القيم: $1." },
  {
    english: /^(body_(?:en|ar)) has no text left once HTML that pages do not allow is removed\.$/,
    arabic: "لا يبقى في $1 نص بعد إزالة HTML الذي لا تسمح به الصفحات.",
  },
  { english: /^slug (\S+) is already used by row (\d+) of this upload\.$/, arabic: "الـ slug $1 مستخدم في الصف $2 من هذه الملفات." },
  { english: /^slug (\S+) is already the Arabic address of another guide\.$/, arabic: "الـ slug $1 هو الرابط العربي لدليل آخر." },
  {
    english: /^At most (\d+) files can be imported at once\.$/,
    arabic: (n) => `يمكن استيراد ${counted(COUNTED_NOUNS.files, n, "ar")} على الأكثر في المرة الواحدة.`,
  },
  { english: /^The upload is ([\d.]+ MB); the limit is 5 MB\.$/, arabic: "حجم الملفات $1، والحد 5 MB." },
  { english: /^(.+): only \.csv, \.json and \.md files can be imported\.$/, arabic: "$1: يمكن استيراد ملفات ‎.csv و‎.json و‎.md فقط." },
  { english: /^Upload one (CSV|JSON) file at a time\.$/, arabic: "ارفع ملف $1 واحدًا في كل مرة." },
  {
    english: /^(.+) is not UTF-8 text\. Save it as "CSV UTF-8" \(or UTF-8 text\) and upload it again\.$/,
    arabic: '$1 ليس نصًا بترميز UTF-8. احفظه بصيغة "CSV UTF-8" (أو نص UTF-8) ثم ارفعه مرة أخرى.',
  },
  { english: /^(.+) has no rows under its header line\.$/, arabic: "لا توجد صفوف في $1 تحت سطر العناوين." },
  { english: /^(.+) is not valid JSON \((.*)\)\.$/, arabic: "$1 ليس JSON صالحًا ($2)." },
  { english: /^(.+) must hold a list of guides: \[ \{ "slug": …, … \}, … \]\.$/, arabic: '$1 يجب أن يحتوي على قائمة أدلة: [ { "slug": …, … }, … ].' },
  { english: /^(.+) holds no guides\.$/, arabic: "$1 لا يحتوي على أي دليل." },
  {
    english: /^(?:(.+): )?The file has ([\d,]+) rows; at most (\d+) can be imported at once\. Split it into smaller files\.$/,
    arabic: (file, rows, most) =>
      `${file ? `${file}: ` : ""}في الملف ${counted(COUNTED_NOUNS.rows, rows, "ar")}؛ يمكن استيراد ${counted(COUNTED_NOUNS.rows, most, "ar")} على الأكثر في المرة الواحدة. قسّمه إلى ملفات أصغر.`,
  },
  {
    english: /^(.+): name Markdown files <slug>\.en\.md and <slug>\.ar\.md \(one file per language\)\.$/,
    arabic: "$1: سمِّ ملفات Markdown بالشكل ‎<slug>.en.md و‎<slug>.ar.md (ملف لكل لغة).",
  },
  { english: /^(.+) is missing: a guide needs both languages\.$/, arabic: "$1 مفقود: يحتاج الدليل إلى اللغتين." },
  { english: /^(.+): the file must start with a YAML front matter block between --- lines\.$/, arabic: "$1: يجب أن يبدأ الملف بكتلة YAML بين سطري ---." },
  { english: /^(.+): the front matter is not valid YAML \((.*)\)\.$/, arabic: "$1: كتلة YAML غير صالحة ($2)." },
  { english: /^The line could not be read: (.*)$/, arabic: "تعذّرت قراءة السطر: $1" },
  {
    english: /^(?:(.+): )?Missing columns?: (.+)\. See the example file for the expected columns\.$/,
    arabic: "$1 أعمدة ناقصة: $2. راجع الملف المثال لمعرفة الأعمدة المطلوبة.",
  },
  {
    english: /^(?:(.+): )?Unknown columns?: (.+)\. Use the column names of the example file\.$/,
    arabic: "$1 أعمدة غير معروفة: $2. استخدم أسماء الأعمدة في الملف المثال.",
  },
]);

/** A guides-import sentence in the staff member's language. */
export const guideImportText = (english: string, language: Language) => texts.text(english, language).replace(/^\s+/, "");
export const hasGuideImportArabic = texts.has;
