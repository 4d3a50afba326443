import type { Language } from "#shared/i18n/languages";

/** The outbox's template name of the built-in message (the workflow rule `job.started` replaces it). */
export const TRACK_LINK_TEMPLATE = "job.started";

export interface TrackLinkMessageContext {
  name: string;
  reference: string;
  legNumber: number;
  link: string;
  driverName: string | null;
  vehicle: string | null;
  language: Language;
}

const driverEn = (m: TrackLinkMessageContext) => (m.driverName ? ` ${m.driverName}${m.vehicle ? ` (${m.vehicle})` : ""}` : "");
const driverAr = (m: TrackLinkMessageContext) => (m.driverName ? ` ${m.driverName}${m.vehicle ? ` (${m.vehicle})` : ""}` : "");

const TEXTS: Record<
  Language,
  { subject: (m: TrackLinkMessageContext) => string; body: (m: TrackLinkMessageContext) => string; whatsapp: (m: TrackLinkMessageContext) => string }
> = {
  en: {
    subject: (m) => `Your driver is on the way (${m.reference})`,
    body: (m) =>
      `Dear ${m.name},\n\nYour driver${driverEn(m)} has started leg ${m.legNumber} of booking ${m.reference} and is on the way.\n\nFollow the vehicle on the map: ${m.link}\nThe link works until 2 hours after the trip ends. Keep it private.\n\nRihla`,
    whatsapp: (m) => `Rihla: your driver${driverEn(m)} is on the way (booking ${m.reference}, leg ${m.legNumber}). Follow the vehicle live: ${m.link}`,
  },
  ar: {
    subject: (m) => `سائقك في الطريق (${m.reference})`,
    body: (m) =>
      `عزيزنا ${m.name}،\n\nبدأ سائقك${driverAr(m)} المرحلة ${m.legNumber} من الحجز ${m.reference} وهو في الطريق إليك.\n\nتابع المركبة على الخريطة: ${m.link}\nيعمل الرابط حتى ساعتين بعد انتهاء الرحلة. احتفظ به لنفسك.\n\nرحلة`,
    whatsapp: (m) => `رحلة: سائقك${driverAr(m)} في الطريق (الحجز ${m.reference}، المرحلة ${m.legNumber}). تابع المركبة مباشرة: ${m.link}`,
  },
};

/** The built-in bilingual message with the track link: email when there is an address, WhatsApp when they use it (or have no email). */
export function trackLinkMessages(contact: { phone: string; whatsapp: boolean; email: string | null }, m: TrackLinkMessageContext) {
  const texts = TEXTS[m.language];
  const messages: { channel: "email" | "whatsapp"; recipient: string; template: string; subject: string | null; body: string }[] = [];
  if (contact.email)
    messages.push({ channel: "email", recipient: contact.email, template: TRACK_LINK_TEMPLATE, subject: texts.subject(m), body: texts.body(m) });
  if (contact.whatsapp || !contact.email)
    messages.push({ channel: "whatsapp", recipient: contact.phone, template: TRACK_LINK_TEMPLATE, subject: null, body: texts.whatsapp(m) });
  return messages;
}
