import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import { TEMPLATE_TEST_PHONE } from "./template.schema";

/** The Arabic of the templates API's own refusals, keyed by their English (see english-keyed-texts). */
export const TEMPLATE_NOT_FOUND = "There is no such message template.";
export const TEMPLATE_STALE = "Someone changed this template meanwhile. Here it is as it is now; make your change again.";
export const TEMPLATE_SUBJECT_REQUIRED = "An email template needs a subject.";
export const TEMPLATE_NO_PHONE = "Your staff account has no phone number to send a WhatsApp test to.";
export const TEMPLATE_TEST_LIMIT = "Too many tests in the last hour. Wait a while and try again.";
export const TEMPLATE_SYNC_OFF = "WhatsApp is not configured (access token, phone number id and business account id), so there is nothing to sync.";
export const TEMPLATE_SYNC_FAILED = "Meta's template list could not be read. Try again in a few minutes.";

/** An unknown variable: names it and gives the list the purpose offers. */
export const unknownVariablesText = (unknown: readonly string[], allowed: readonly string[]) =>
  `This template uses variables its message does not offer: ${unknown.map((name) => `{{${name}}}`).join(", ")}. It may use: ${allowed.map((name) => `{{${name}}}`).join(", ")}.`;

const texts = englishKeyedTexts(
  {
    [TEMPLATE_NOT_FOUND]: "لا يوجد قالب رسالة بهذا الاسم.",
    [TEMPLATE_STALE]: "غيّر شخص آخر هذا القالب في الأثناء. هذه حالته الآن؛ أعد تعديلك.",
    [TEMPLATE_SUBJECT_REQUIRED]: "يحتاج قالب البريد الإلكتروني إلى موضوع.",
    [TEMPLATE_NO_PHONE]: "لا يحمل حسابك رقم هاتف لإرسال تجربة واتساب إليه.",
    [TEMPLATE_TEST_LIMIT]: "أرسلت تجارب كثيرة في الساعة الأخيرة. انتظر قليلًا ثم أعد المحاولة.",
    [TEMPLATE_SYNC_OFF]: "واتساب غير مهيأ (رمز الوصول ومعرّف رقم الهاتف ومعرّف حساب الأعمال)، فلا شيء للمزامنة.",
    [TEMPLATE_SYNC_FAILED]: "تعذّرت قراءة قائمة قوالب Meta. أعد المحاولة بعد دقائق.",
    [TEMPLATE_TEST_PHONE]: "أدخل رقم واتساب الذي تُرسل إليه التجربة مع رمز الدولة (مثل ‎+966 5x xxx xxxx).",
    "Use lower case letters, digits and underscores for the Meta template name.": "استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات سفلية لاسم قالب Meta.",
    "Choose utility, marketing or authentication.": "اختر: خدمي، تسويقي، أو مصادقة.",
    "The template's version is missing.": "رقم إصدار القالب مفقود.",
  },
  [
    {
      english: /^This template uses variables its message does not offer: (.+)\. It may use: (.+)\.$/,
      arabic: "يستخدم هذا القالب متغيرات لا تتيحها رسالته: $1. المتغيرات المتاحة: $2.",
    },
  ],
);

export const templateText = texts.text;
export const hasTemplateArabic = texts.has;
