import { englishKeyedTexts } from "../i18n/english-keyed-texts";
import { WHATSAPP_SEND_REFUSALS } from "./whatsapp-window";
import { HOURS_BEFORE_MAX, HOURS_BEFORE_MIN } from "./workflow-triggers";
import { WORKFLOW_CHANNEL_UNFIT, WORKFLOW_HOURS_ONLY_TIMED, WORKFLOW_HOURS_TEXT, WORKFLOW_PURPOSE_UNFIT, WORKFLOW_RECIPIENT_UNFIT } from "./workflow.schema";

/** The Arabic of the workflow rules API's refusals, keyed by their English (see english-keyed-texts). */
export const WORKFLOW_RULE_NOT_FOUND = "There is no such workflow rule (it may have been deleted).";
export const WORKFLOW_RULE_STALE = "Someone changed this rule meanwhile. Here it is as it is now; make your change again.";
export const WORKFLOW_RULE_DUPLICATE = "An identical rule already exists (same trigger, hours, recipient, channel and template).";

/*
 * A rule's last failure (WorkflowRuleView.lastFailure.error) is stored in English, as the outbox's
 * own errors are; the page shows it in the staff member's language with workflowFailureText.
 */
export const NO_EMAIL = "The recipient has no email address; nothing was sent.";
export const NO_WHATSAPP = "The recipient has no WhatsApp number; nothing was sent.";
export const NO_CONTACT = "The recipient has neither a WhatsApp number nor an email address; nothing was sent.";
export const templateFallbackText = (status: string, emailed: boolean) =>
  emailed
    ? `The WhatsApp template is ${status} by Meta; sent by email instead.`
    : `The WhatsApp template is ${status} by Meta and the recipient has no email address; nothing was sent.`;
export const deliveryFailedText = (channel: string, why: string, emailed: boolean) =>
  emailed
    ? `The WhatsApp message was not delivered (${why}); sent by email instead.`
    : `The ${channel === "whatsapp" ? "WhatsApp message" : "email"} was not delivered: ${why}`;

const META_STATUS_AR: Record<string, string> = { rejected: "مرفوض", paused: "موقوف مؤقتًا", disabled: "معطّل" };
/** A WhatsApp refusal's own Arabic when the reason is one (whatsapp-window.ts), else the provider's words as they came. */
const reasonAr = (why: string) => Object.values(WHATSAPP_SEND_REFUSALS).find((texts) => texts.en === why)?.ar ?? why;

const texts = englishKeyedTexts(
  {
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
    [NO_EMAIL]: "لا يملك المستلم بريدًا إلكترونيًا؛ لم يُرسل شيء.",
    [NO_WHATSAPP]: "لا يملك المستلم رقم واتساب؛ لم يُرسل شيء.",
    [NO_CONTACT]: "لا يملك المستلم رقم واتساب ولا بريدًا إلكترونيًا؛ لم يُرسل شيء.",
  },
  [
    {
      english: /^The WhatsApp template is (\w+) by Meta; sent by email instead\.$/,
      arabic: (status) => `قالب واتساب ${META_STATUS_AR[status!] ?? status} من Meta؛ أُرسلت الرسالة بالبريد الإلكتروني بدلًا منه.`,
    },
    {
      english: /^The WhatsApp template is (\w+) by Meta and the recipient has no email address; nothing was sent\.$/,
      arabic: (status) => `قالب واتساب ${META_STATUS_AR[status!] ?? status} من Meta ولا يملك المستلم بريدًا إلكترونيًا؛ لم يُرسل شيء.`,
    },
    {
      english: /^The WhatsApp message was not delivered \((.*)\); sent by email instead\.$/s,
      arabic: (why) => `لم تصل رسالة واتساب (${reasonAr(why!)})؛ أُرسلت بالبريد الإلكتروني بدلًا منها.`,
    },
    { english: /^The WhatsApp message was not delivered: (.*)$/s, arabic: (why) => `لم تصل رسالة واتساب: ${reasonAr(why!)}` },
    { english: /^The email was not delivered: (.*)$/s, arabic: (why) => `لم تصل رسالة البريد الإلكتروني: ${why}` },
  ],
);

export const workflowText = texts.text;
/** A rule's last failure in the staff member's language. */
export const workflowFailureText = texts.text;
export const hasWorkflowArabic = texts.has;
