import type { Language } from "../i18n/languages";

/**
 * WhatsApp's customer-service window (Meta's rule, issue 22): for 24 hours after a contact's last
 * inbound message the business may send free text; outside it, only an approved template.
 */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;

export interface WhatsappWindow {
  open: boolean;
  /** When the open window closes; null when it is closed (or never opened). */
  closesAt: Date | null;
}

export function whatsappWindow(lastInboundAt: Date | null, now: Date): WhatsappWindow {
  if (!lastInboundAt) return { open: false, closesAt: null };
  const closesAt = new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_MS);
  return closesAt.getTime() > now.getTime() ? { open: true, closesAt } : { open: false, closesAt: null };
}

export type WhatsappOutgoing = { kind: "text" } | { kind: "template"; approved: boolean };
export type WhatsappSendRefusal = "whatsapp.outsideWindow" | "whatsapp.templateNotApproved";
export type WhatsappSendDecision = { allowed: true } | { allowed: false; reason: WhatsappSendRefusal };

/** May this message go now? An approved template always; free text only inside the window. */
export function whatsappSendDecision(message: WhatsappOutgoing, lastInboundAt: Date | null, now: Date): WhatsappSendDecision {
  if (message.kind === "template") return message.approved ? { allowed: true } : { allowed: false, reason: "whatsapp.templateNotApproved" };
  return whatsappWindow(lastInboundAt, now).open ? { allowed: true } : { allowed: false, reason: "whatsapp.outsideWindow" };
}

/** The refusals as staff read them on the outbox page (stored in last_error by their code). */
export const WHATSAPP_SEND_REFUSALS: Record<WhatsappSendRefusal | "whatsapp.notConfigured" | "whatsapp.uncertain", Record<Language, string>> = {
  "whatsapp.outsideWindow": {
    en: "Not sent: free text may only go within 24 hours of the contact's last WhatsApp message; outside that window only an approved template may be sent.",
    ar: "لم تُرسل: لا يُرسل النص الحر إلا خلال 24 ساعة من آخر رسالة واتساب من جهة الاتصال؛ وخارج هذه المدة لا يُرسل إلا قالب معتمد.",
  },
  "whatsapp.templateNotApproved": {
    en: "Not sent: this WhatsApp template is not approved by Meta yet.",
    ar: "لم تُرسل: قالب واتساب هذا لم تعتمده Meta بعد.",
  },
  "whatsapp.notConfigured": {
    en: "Waiting: the WhatsApp Cloud API is not configured (WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or the WhatsApp integration on Configurations).",
    ar: "بانتظار الإعداد: لم تُضبط WhatsApp Cloud API (المتغيران WHATSAPP_ACCESS_TOKEN وWHATSAPP_PHONE_NUMBER_ID أو تكامل واتساب في صفحة الإعدادات).",
  },
  "whatsapp.uncertain": {
    en: "Unknown whether sent: the server stopped while sending and WhatsApp reported nothing for it. Check with the contact before resending.",
    ar: "لا يُعرف إن أُرسلت: توقف الخادم أثناء الإرسال ولم يصل من واتساب أي خبر عنها. تحقق مع جهة الاتصال قبل إعادة الإرسال.",
  },
};

/** The refusal's text in this language when `lastError` holds one of the codes above, else null. */
export function whatsappSendRefusalText(lastError: string, language: Language): string | null {
  return Object.hasOwn(WHATSAPP_SEND_REFUSALS, lastError) ? WHATSAPP_SEND_REFUSALS[lastError as keyof typeof WHATSAPP_SEND_REFUSALS][language] : null;
}
