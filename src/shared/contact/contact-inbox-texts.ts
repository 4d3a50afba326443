import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/** The Arabic of the contact inbox API's refusals, keyed by their English (see english-keyed-texts). */
export const INBOX_MESSAGE_NOT_FOUND = "This message does not exist (it may have been removed after a year).";
export const INBOX_ALREADY_HANDLED = "This message has already been marked handled.";

const texts = englishKeyedTexts({
  [INBOX_MESSAGE_NOT_FOUND]: "هذه الرسالة غير موجودة (ربما حُذفت بعد مرور عام).",
  [INBOX_ALREADY_HANDLED]: "عُلّمت هذه الرسالة كمعالَجة بالفعل.",
  "Please keep the note to at most 2,000 characters.": "اجعل الملاحظة 2,000 حرف على الأكثر.",
  "The note contains characters that are not allowed.": "تحتوي الملاحظة على رموز غير مسموح بها.",
  "Unknown view: use open, handled or all.": "عرض غير معروف: استخدم open أو handled أو all.",
  // The answer by email (contact-reply.schema.ts).
  "Write a subject.": "اكتب الموضوع.",
  "Please keep the subject to at most 200 characters.": "اجعل الموضوع 200 حرف على الأكثر.",
  "The subject contains characters that are not allowed.": "يحتوي الموضوع على رموز غير مسموح بها.",
  "Write the answer.": "اكتب الرد.",
  "Please keep the answer to at most 10,000 characters.": "اجعل الرد 10,000 حرف على الأكثر.",
  "The answer contains characters that are not allowed.": "يحتوي الرد على رموز غير مسموح بها.",
});

export const contactInboxText = texts.text;
export const hasContactInboxArabic = texts.has;
