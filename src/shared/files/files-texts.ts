import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import type { Language } from "../i18n/languages";

/*
 * The Arabic of the file repository's refusals (uploads, renames, moves, folders, links), keyed by
 * the English the files service, its routes and its schemas write (see english-keyed-texts). A
 * test reads those sources so a new sentence without its Arabic fails.
 */
const ARABIC: Record<string, string> = {
  "A folder with this name already exists here.": "يوجد هنا مجلد بهذا الاسم.",
  "A name cannot contain / or \\.": "لا يمكن أن يحتوي الاسم على / أو \\.",
  "A name cannot start with two dots.": "لا يمكن أن يبدأ الاسم بنقطتين.",
  "Choose a file to upload.": "اختر ملفًا لرفعه.",
  "Choose public or private.": "اختر عامًا أو خاصًا.",
  "Give a name.": "أدخل اسمًا.",
  "Send the file as multipart/form-data, in a field named file.": "أرسل الملف بصيغة multipart/form-data في حقل اسمه file.",
  "Some fields are not valid.": "بعض الحقول غير صالحة.",
  "The file is empty.": "الملف فارغ.",
  "The file storage did not answer. Try again in a moment.": "لم يستجب مخزن الملفات. حاول مجددًا بعد لحظة.",
  "The upload could not be read. Try again.": "تعذرت قراءة الملف المرفوع. حاول مجددًا.",
  "This file is still used, so it cannot be deleted. Remove it from these pages first.": "هذا الملف ما زال مستخدمًا، فلا يمكن حذفه. أزله من هذه الصفحات أولًا.",
  "This file is too large: images may be at most 10 MB and PDF files 20 MB.": "هذا الملف كبير جدًا: حجم الصورة 10 ميغابايت على الأكثر وملف PDF ‏20 ميغابايت.",
  "This file is used on the website, so it must stay public.": "هذا الملف مستخدم في الموقع، فيجب أن يبقى عامًا.",
  "This file no longer exists.": "لم يعد هذا الملف موجودًا.",
  "This folder does not exist.": "هذا المجلد غير موجود.",
  "This folder is not empty. Move or delete what is in it first.": "هذا المجلد ليس فارغًا. انقل ما فيه أو احذفه أولًا.",
  "This image could not be read. It may be damaged; save it again and upload it once more.":
    "تعذرت قراءة هذه الصورة، فقد تكون تالفة. احفظها من جديد ثم ارفعها مرة أخرى.",
  "This link has expired. Open the file again from the file repository.": "انتهت صلاحية هذا الرابط. افتح الملف من جديد من مستودع الملفات.",
  "This name contains characters that are not allowed.": "يحتوي هذا الاسم على أحرف غير مسموح بها.",
  "This type of file is not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image, or a PDF.":
    "هذا النوع من الملفات غير مقبول. ارفع صورة JPEG أو PNG أو WebP أو GIF أو AVIF، أو ملف PDF.",
  "Too many uploads in the last hour. Wait a while and try again.": "رفعت ملفات كثيرة في الساعة الأخيرة. انتظر قليلًا ثم حاول مجددًا.",
  "Use a whole number.": "استخدم عددًا صحيحًا.",
  "Use at most 200 characters.": "استخدم 200 حرف على الأكثر.",
};

const texts = englishKeyedTexts(ARABIC, [
  {
    english: /^Images may be at most (\d+) MB; this file is ([\d.]+) MB\.$/,
    arabic: "حجم الصورة $1 ميغابايت على الأكثر، وحجم هذا الملف $2 ميغابايت.",
  },
  {
    english: /^PDF files may be at most (\d+) MB; this file is ([\d.]+) MB\.$/,
    arabic: "حجم ملف PDF ‏$1 ميغابايت على الأكثر، وحجم هذا الملف $2 ميغابايت.",
  },
  {
    english: /^The storage quota of (\d+) MB would be exceeded\. Delete files you no longer need, or ask an administrator to raise the quota\.$/,
    arabic: "سيتجاوز هذا حصة التخزين البالغة $1 ميغابايت. احذف ملفات لم تعد تحتاجها، أو اطلب من المسؤول رفع الحصة.",
  },
]);

export const filesText = (english: string, language: Language): string => texts.text(english, language);
export const filesFieldTexts = texts.fields;
export const hasFilesArabic = texts.has;
