import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import { HOURS_BEFORE_MAX, HOURS_BEFORE_MIN } from "./workflow-triggers";
import { WORKFLOW_CHANNEL_UNFIT, WORKFLOW_HOURS_ONLY_TIMED, WORKFLOW_HOURS_TEXT, WORKFLOW_PURPOSE_UNFIT, WORKFLOW_RECIPIENT_UNFIT } from "./workflow.schema";

/** The Arabic of the workflow rules API's refusals, keyed by their English (see english-keyed-texts). */
export const WORKFLOW_RULE_NOT_FOUND = "There is no such workflow rule (it may have been deleted).";
export const WORKFLOW_RULE_STALE = "Someone changed this rule meanwhile. Here it is as it is now; make your change again.";
export const WORKFLOW_RULE_DUPLICATE = "An identical rule already exists (same trigger, hours, recipient, channel and template).";

const texts = englishKeyedTexts({
  [WORKFLOW_RULE_NOT_FOUND]: "لا توجد قاعدة سير عمل بهذا الرقم (ربما حُذفت).",
  [WORKFLOW_RULE_STALE]: "غيّر شخص آخر هذه القاعدة في الأثناء. هذه حالتها الآن؛ أعد تعديلك.",
  [WORKFLOW_RULE_DUPLICATE]: "توجد قاعدة مطابقة بالفعل (الحدث والساعات والمستلم والقناة والقالب نفسها).",
  [WORKFLOW_HOURS_TEXT]: `أدخل عددًا صحيحًا من الساعات من ${HOURS_BEFORE_MIN} إلى ${HOURS_BEFORE_MAX}.`,
  [WORKFLOW_HOURS_ONLY_TIMED]: "لا تُحدَّد الساعات قبل الانطلاق إلا لحدث «ساعات قبل الانطلاق».",
  [WORKFLOW_RECIPIENT_UNFIT]: "لا يرسل هذا الحدث إلى هذا المستلم.",
  [WORKFLOW_PURPOSE_UNFIT]: "هذا القالب لا يناسب الحدث والمستلم.",
  [WORKFLOW_CHANNEL_UNFIT]: "يُنبَّه فريق العمليات بالبريد الإلكتروني فقط.",
  "Choose a trigger from the list.": "اختر حدثًا من القائمة.",
  "Choose customer, operator or operations staff.": "اختر: العميل، أو المشغّل، أو فريق العمليات.",
  "Choose WhatsApp, email, both, or WhatsApp then email.": "اختر: واتساب، أو البريد الإلكتروني، أو كليهما، أو واتساب ثم البريد.",
  "Choose a template from the list.": "اختر قالبًا من القائمة.",
  "Say whether the rule is on (true or false).": "حدّد هل القاعدة مفعّلة (true أو false).",
  "The rule's version is missing.": "رقم إصدار القاعدة مفقود.",
});

export const workflowText = texts.text;
export const hasWorkflowArabic = texts.has;
