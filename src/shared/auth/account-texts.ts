import { counted } from "../i18n/counted";
import { COUNTED_NOUNS } from "../i18n/counted-nouns";
import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of what the staff auth APIs can refuse, keyed by its English (see
 * english-keyed-texts): the routes before a session (sign-in, the two-factor step, password
 * reset, an invitation's link) and the signed-in person's own account (/api/admin/account/…:
 * sessions, two-factor, password). The forms show these as the server words them.
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
    // Before a session: sign-in, the two-factor step, password reset, invitations.
    "This request did not come from this site.": "لم يصدر هذا الطلب من هذا الموقع.",
    "The verification failed or expired. Please try again.": "فشل التحقق أو انتهت صلاحيته. حاول مرة أخرى.",
    "Email or password is incorrect.": "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    "Your sign-in has expired. Please sign in again.": "انتهت مهلة تسجيل الدخول. يُرجى تسجيل الدخول من جديد.",
    "That code is not valid. Check your app and try again.": "الرمز غير صحيح. تحقق من التطبيق وحاول مرة أخرى.",
    "If an account exists for this address, we have sent it a link to reset the password.":
      "إن كان هناك حساب بهذا العنوان، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
    "This link is not valid or was already used. Request a new one.": "هذا الرابط غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.",
    "This link has expired. Request a new one.": "انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا.",
    "This link is not valid.": "هذا الرابط غير صالح.",
    "This invitation has expired. Ask an administrator for a new one.": "انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة من أحد مديري النظام.",
    "This invitation is not valid or was already used.": "هذه الدعوة غير صالحة أو سبق استخدامها.",
    "Enter a valid email address.": "أدخل بريدًا إلكترونيًا صحيحًا.",
    "Please complete the verification.": "يُرجى إكمال التحقق.",
    "Enter the 6-digit code from your app or a backup code.": "أدخل الرمز المكوّن من 6 أرقام من التطبيق أو رمزًا احتياطيًا.",
    "Enter your name.": "أدخل اسمك.",
    "Use at most 100 characters.": "استخدم 100 حرف على الأكثر.",
  },
  [
    { english: /^Use at least (\d+) characters?\.$/, arabic: (n) => `استخدم ${counted(COUNTED_NOUNS.characters, n, "ar")} على الأقل.` },
    { english: /^Use at most (\d+) characters?\.$/, arabic: (n) => `استخدم ${counted(COUNTED_NOUNS.characters, n, "ar")} على الأكثر.` },
    {
      english: /^Too many failed attempts\. Try again in (\d+) minutes?\.$/,
      arabic: (n) => `محاولات فاشلة كثيرة. حاول مرة أخرى بعد ${counted(COUNTED_NOUNS.minutes, n, "ar")}.`,
    },
  ],
);

export const accountText = texts.text;
export const hasAccountArabic = texts.has;
