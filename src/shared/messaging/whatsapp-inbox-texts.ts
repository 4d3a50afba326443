import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import { WHATSAPP_SEND_REFUSALS } from "./whatsapp-window";

/** The WhatsApp inbox API's refusals, and their Arabic keyed by the English (see english-keyed-texts). */
export const INBOX_CONVERSATION_NOT_FOUND = "This conversation does not exist.";
export const INBOX_MESSAGE_NOT_FOUND = "This message does not exist.";
export const INBOX_NO_IMAGE = "This message has no image.";
export const INBOX_IMAGE_UNAVAILABLE = "The image could not be fetched from WhatsApp. Try again later.";
export const INBOX_TEMPLATE_NOT_FOUND = "There is no such customer WhatsApp template.";
export const INBOX_TEMPLATE_VARIABLES = "Fill in the template's variables (and only those).";
export const INBOX_ASSIGNEE_INVALID = "Choose an active operations or admin staff member.";
export const INBOX_ALREADY_RESOLVED = "This conversation is already resolved.";
export const INBOX_NOT_RESOLVED = "This conversation is not resolved.";
export const INBOX_OUTSIDE_WINDOW = WHATSAPP_SEND_REFUSALS["whatsapp.outsideWindow"].en;
export const INBOX_TEMPLATE_NOT_APPROVED = WHATSAPP_SEND_REFUSALS["whatsapp.templateNotApproved"].en;

const texts = englishKeyedTexts({
  [INBOX_CONVERSATION_NOT_FOUND]: "هذه المحادثة غير موجودة.",
  [INBOX_MESSAGE_NOT_FOUND]: "هذه الرسالة غير موجودة.",
  [INBOX_NO_IMAGE]: "لا تحتوي هذه الرسالة على صورة.",
  [INBOX_IMAGE_UNAVAILABLE]: "تعذر جلب الصورة من واتساب. حاول لاحقًا.",
  [INBOX_TEMPLATE_NOT_FOUND]: "لا يوجد قالب واتساب للعملاء بهذا الاسم.",
  [INBOX_TEMPLATE_VARIABLES]: "املأ متغيرات القالب (وهي فقط).",
  [INBOX_ASSIGNEE_INVALID]: "اختر موظفًا نشطًا من العمليات أو الإدارة.",
  [INBOX_ALREADY_RESOLVED]: "هذه المحادثة محلولة بالفعل.",
  [INBOX_NOT_RESOLVED]: "هذه المحادثة ليست محلولة.",
  [INBOX_OUTSIDE_WINDOW]: WHATSAPP_SEND_REFUSALS["whatsapp.outsideWindow"].ar,
  [INBOX_TEMPLATE_NOT_APPROVED]: WHATSAPP_SEND_REFUSALS["whatsapp.templateNotApproved"].ar,
  "Unknown filter: use open, needs-reply, unread, mine, resolved or all.": "مرشح غير معروف: استخدم open أو needs-reply أو unread أو mine أو resolved أو all.",
  "Please keep the search to at most 100 characters.": "اجعل البحث 100 حرف على الأكثر.",
  "The search contains characters that are not allowed.": "يحتوي البحث على رموز غير مسموح بها.",
  "Fill in every variable of the template.": "املأ كل متغيرات القالب.",
  "Please keep each variable to at most 500 characters.": "اجعل كل متغير 500 حرف على الأكثر.",
  "A variable contains characters that are not allowed (one line each).": "يحتوي أحد المتغيرات على رموز غير مسموح بها (سطر واحد لكل متغير).",
  "Write the reply.": "اكتب الرد.",
  "Please keep the reply to at most 4,096 characters (WhatsApp's limit).": "اجعل الرد 4,096 حرفًا على الأكثر (حد واتساب).",
  "The reply contains characters that are not allowed.": "يحتوي الرد على رموز غير مسموح بها.",
  "Choose a template.": "اختر قالبًا.",
  "Choose the template's language: en or ar.": "اختر لغة القالب: en أو ar.",
  "Unknown variable.": "متغير غير معروف.",
  "Invalid key in record": "اسم متغير غير صالح.",
  "Too many variables.": "متغيرات كثيرة جدًا.",
  "Choose a free-text reply or a template.": "اختر ردًا نصيًا حرًا أو قالبًا.",
  "Not a valid id.": "معرّف غير صالح.",
});

export const whatsappInboxText = texts.text;
export const hasWhatsappInboxArabic = texts.has;
