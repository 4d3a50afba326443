import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of the users page API's refusals (/admin/users), keyed by their English (see
 * english-keyed-texts): the page shows them as the server words them.
 */
export const STAFF_NOT_FOUND = "This staff account or invitation no longer exists.";

const texts = englishKeyedTexts({
  [STAFF_NOT_FOUND]: "حساب الموظف أو الدعوة لم يعد موجودًا.",
  "There must always be at least one active administrator.": "يجب أن يبقى مدير نظام نشط واحد على الأقل دائمًا.",
  "A staff account with this email already exists.": "يوجد حساب موظف بهذا البريد الإلكتروني بالفعل.",
  "You cannot deactivate your own account.": "لا يمكنك إيقاف حسابك أنت.",
  "Choose a role.": "اختر دورًا.",
  "Enter a valid email address.": "أدخل بريدًا إلكترونيًا صحيحًا.",
});

export const usersText = texts.text;
export const hasUsersArabic = texts.has;
