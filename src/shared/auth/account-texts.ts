import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of what the signed-in person's own account API (/api/admin/account/…: sessions,
 * two-factor, password) can refuse, keyed by its English (see english-keyed-texts). The forms
 * show these as the server words them.
 */
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

const texts = englishKeyedTexts(
  {
    [WRONG_CURRENT_PASSWORD]: "كلمة المرور الحالية غير صحيحة.",
    "Your session is more than a day old. Please sign in again.": "مضى على جلستك أكثر من يوم. يُرجى تسجيل الدخول من جديد.",
    "This session has already ended.": "انتهت هذه الجلسة بالفعل.",
    "Two-factor authentication is already on for this account.": "التحقق بخطوتين مفعّل بالفعل لهذا الحساب.",
    "Start the set-up again: no pending enrolment was found.": "ابدأ الإعداد من جديد: لم يُعثر على تسجيل قيد الانتظار.",
    "That code is not valid. Check the time on your phone and try again.": "هذا الرمز غير صحيح. تحقّق من الوقت على هاتفك وحاول مرة أخرى.",
    "That code is not valid.": "هذا الرمز غير صحيح.",
    "Two-factor authentication is required for administrators.": "التحقق بخطوتين إلزامي لمديري النظام.",
    "This password is too common or too easy to guess. Choose another.": "كلمة المرور هذه شائعة جدًا أو سهلة التخمين. اختر غيرها.",
    "Enter your password.": "أدخل كلمة المرور.",
    "Enter the 6-digit code from your app.": "أدخل الرمز المكوّن من 6 أرقام من تطبيقك.",
  },
  [
    { english: /^Use at least (\d+) characters\.$/, arabic: "استخدم $1 حرفًا على الأقل." },
    { english: /^Use at most (\d+) characters\.$/, arabic: "استخدم $1 حرفًا على الأكثر." },
  ],
);

export const accountText = texts.text;
export const hasAccountArabic = texts.has;
