import type { Language } from "#shared/i18n/languages";
import { pickupParagraph as when, pickupSentence as whenShort } from "./booking-message-times";
import { block, earlierLinks, inline, inlineAr, TESTIMONIAL_LINK_DAYS, type CustomerTemplate, type MessageContext } from "./booking-notifications";

/*
 * For tests only: the customer's texts as the code wrote them before editable templates.
 * default-templates.test renders the seeded default templates with the same input and compares,
 * so a customer receives, word for word, what they received before.
 */
interface LegacyMessage {
  channel: "email" | "whatsapp";
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
}
type Texts = Record<Language, { subject: (m: MessageContext) => string; body: (m: MessageContext) => string; whatsapp: (m: MessageContext) => string }>;

/** Built-in bilingual default texts, by template name (booking.created, booking.link, booking.confirmed, booking.cancelled…). */
const TEMPLATES: Record<string, Texts> = {
  "booking.created": {
    en: {
      subject: (m) => `Your booking request ${m.reference}`,
      body: (m) =>
        `Dear ${m.name},\n\nWe have received your booking request ${m.reference}. We will confirm it within ${m.confirmWithinHours} hours.${when(m)}\n\nYour booking, its price and its status: ${m.link}\nKeep this link private: anyone who has it can see and change your booking.\n\nRihla`,
      whatsapp: (m) =>
        `Rihla: we have received your booking request ${m.reference} and will confirm it within ${m.confirmWithinHours} hours.${whenShort(m)} Your booking: ${m.link}`,
    },
    ar: {
      subject: (m) => `طلب حجزك ${m.reference}`,
      body: (m) =>
        `عزيزنا ${m.name}،\n\nاستلمنا طلب حجزك ${m.reference}، وسنؤكده خلال ${m.confirmWithinHours} ساعة.${when(m)}\n\nتفاصيل حجزك وسعره وحالته: ${m.link}\nاحتفظ بهذا الرابط لنفسك: من يملكه يستطيع الاطلاع على حجزك وتعديله.\n\nرحلة`,
      whatsapp: (m) => `رحلة: استلمنا طلب حجزك ${m.reference} وسنؤكده خلال ${m.confirmWithinHours} ساعة.${whenShort(m)} حجزك: ${m.link}`,
    },
  },
  "booking.link": {
    en: {
      subject: (m) => `Your booking ${m.reference}`,
      body: (m) =>
        `Dear ${m.name},\n\nHere is a new link to your booking ${m.reference}: ${m.link}\n${earlierLinks(m, "en")}${when(m)}\n\nIf you did not ask for it, you can ignore this message.\n\nRihla`,
      whatsapp: (m) => `Rihla: a new link to your booking ${m.reference}: ${m.link} (${earlierLinks(m, "en").slice(0, -1).toLowerCase()})${whenShort(m)}`,
    },
    ar: {
      subject: (m) => `حجزك ${m.reference}`,
      body: (m) =>
        `عزيزنا ${m.name}،\n\nهذا رابط جديد لحجزك ${m.reference}: ${m.link}\n${earlierLinks(m, "ar")}${when(m)}\n\nإن لم تطلبه فيمكنك تجاهل هذه الرسالة.\n\nرحلة`,
      whatsapp: (m) => `رحلة: رابط جديد لحجزك ${m.reference}: ${m.link} (${earlierLinks(m, "ar").slice(0, -1)})${whenShort(m)}`,
    },
  },
  "booking.confirmed": {
    en: {
      subject: (m) => `Booking ${m.reference} confirmed`,
      body: (m) => `Dear ${m.name},\n\nYour booking ${m.reference} is confirmed.${when(m)}\n\nDetails: ${m.link}\n\nRihla`,
      whatsapp: (m) => `Rihla: your booking ${m.reference} is confirmed.${whenShort(m)} Details: ${m.link}`,
    },
    ar: {
      subject: (m) => `تأكيد الحجز ${m.reference}`,
      body: (m) => `عزيزنا ${m.name}،\n\nتم تأكيد حجزك ${m.reference}.${when(m)}\n\nالتفاصيل: ${m.link}\n\nرحلة`,
      whatsapp: (m) => `رحلة: تم تأكيد حجزك ${m.reference}.${whenShort(m)} التفاصيل: ${m.link}`,
    },
  },
  "booking.quoted": {
    en: {
      subject: (m) => `A price for your booking ${m.reference}`,
      body: (m) =>
        m.total
          ? `Dear ${m.name},\n\nHere is our price for your booking ${m.reference}: ${m.total}, VAT included.${when(m)}${block(m)}\n\nPlease review and accept it here: ${m.link}\n\nRihla`
          : `Dear ${m.name},\n\nWe have sent a price for your booking ${m.reference}. Please review and accept it here: ${m.link}\n\nRihla`,
      whatsapp: (m) =>
        m.total
          ? `Rihla: our price for your booking ${m.reference} is ${m.total}, VAT included${inline(m)}. Review and accept it: ${m.link}`
          : `Rihla: a price for your booking ${m.reference} is ready. Review and accept it: ${m.link}`,
    },
    ar: {
      subject: (m) => `عرض سعر لحجزك ${m.reference}`,
      body: (m) =>
        m.total
          ? `عزيزنا ${m.name}،\n\nهذا عرض سعرنا لحجزك ${m.reference}: ${m.total} شاملًا ضريبة القيمة المضافة.${when(m)}${block(m)}\n\nيُرجى مراجعته وقبوله من هنا: ${m.link}\n\nرحلة`
          : `عزيزنا ${m.name}،\n\nأرسلنا عرض سعر لحجزك ${m.reference}. يُرجى مراجعته وقبوله من هنا: ${m.link}\n\nرحلة`,
      whatsapp: (m) =>
        m.total
          ? `رحلة: عرض سعرنا لحجزك ${m.reference} هو ${m.total} شاملًا الضريبة${inlineAr(m)}. راجعه واقبله: ${m.link}`
          : `رحلة: عرض السعر لحجزك ${m.reference} جاهز. راجعه واقبله: ${m.link}`,
    },
  },
  // Staff changed the price of a booking already quoted: the customer sees the new total before accepting.
  "booking.requoted": {
    en: {
      subject: (m) => `A new price for your booking ${m.reference}`,
      body: (m) =>
        `Dear ${m.name},\n\nWe have revised the price of your booking ${m.reference}: the total is now ${m.total}, VAT included.${when(m)}${block(m)}\n\nPlease review and accept it here: ${m.link}\n\nRihla`,
      whatsapp: (m) => `Rihla: the price of your booking ${m.reference} is now ${m.total}, VAT included${inline(m)}. Review and accept it: ${m.link}`,
    },
    ar: {
      subject: (m) => `سعر جديد لحجزك ${m.reference}`,
      body: (m) =>
        `عزيزنا ${m.name}،\n\nعدّلنا سعر حجزك ${m.reference}: المجموع الآن ${m.total} شاملًا ضريبة القيمة المضافة.${when(m)}${block(m)}\n\nيُرجى مراجعته وقبوله من هنا: ${m.link}\n\nرحلة`,
      whatsapp: (m) => `رحلة: سعر حجزك ${m.reference} الآن ${m.total} شاملًا الضريبة${inlineAr(m)}. راجعه واقبله: ${m.link}`,
    },
  },
  // Staff changed the trip before confirmation (a phone call moved the pickup…).
  "booking.updated": {
    en: {
      subject: (m) => `Your booking ${m.reference} was updated`,
      body: (m) =>
        `Dear ${m.name},\n\nAs agreed, we have updated your booking ${m.reference}. The total is now ${m.total}, VAT included.${when(m)}\n\nPlease check the times and places here: ${m.link}\n\nRihla`,
      whatsapp: (m) => `Rihla: your booking ${m.reference} was updated as agreed (total ${m.total}, VAT included).${whenShort(m)} Please check it: ${m.link}`,
    },
    ar: {
      subject: (m) => `تم تحديث حجزك ${m.reference}`,
      body: (m) =>
        `عزيزنا ${m.name}،\n\nكما اتفقنا، حدّثنا حجزك ${m.reference}. المجموع الآن ${m.total} شاملًا ضريبة القيمة المضافة.${when(m)}\n\nيُرجى مراجعة المواعيد والأماكن من هنا: ${m.link}\n\nرحلة`,
      whatsapp: (m) => `رحلة: حُدّث حجزك ${m.reference} كما اتفقنا (المجموع ${m.total} شاملًا الضريبة).${whenShort(m)} يُرجى مراجعته: ${m.link}`,
    },
  },
  // DESIGN flow step 5: the thank-you after a completed trip, with the link to write a verified review.
  "booking.completed": {
    en: {
      subject: (m) => `Thank you for travelling with Rihla (${m.reference})`,
      body: (m) =>
        `Dear ${m.name},\n\nThank you for travelling with us; your booking ${m.reference} is complete. We would be grateful for a few words about your trip: ${m.link}\nThe link works once, for ${TESTIMONIAL_LINK_DAYS} days.\n\nRihla`,
      whatsapp: (m) => `Rihla: thank you for travelling with us (${m.reference}). Tell us about your trip: ${m.link}`,
    },
    ar: {
      subject: (m) => `شكرًا لسفرك مع رحلة (${m.reference})`,
      body: (m) =>
        `عزيزنا ${m.name}،\n\nشكرًا لسفرك معنا؛ اكتمل حجزك ${m.reference}. يسعدنا أن تكتب لنا بضع كلمات عن رحلتك: ${m.link}\nيعمل الرابط مرة واحدة خلال ${TESTIMONIAL_LINK_DAYS} يومًا.\n\nرحلة`,
      whatsapp: (m) => `رحلة: شكرًا لسفرك معنا (${m.reference}). أخبرنا عن رحلتك: ${m.link}`,
    },
  },
  "booking.cancelled": {
    en: {
      subject: (m) => `Booking ${m.reference} cancelled`,
      body: (m) => `Dear ${m.name},\n\nYour booking ${m.reference} has been cancelled. Details: ${m.link}\n\nRihla`,
      whatsapp: (m) => `Rihla: your booking ${m.reference} has been cancelled. Details: ${m.link}`,
    },
    ar: {
      subject: (m) => `إلغاء الحجز ${m.reference}`,
      body: (m) => `عزيزنا ${m.name}،\n\nتم إلغاء حجزك ${m.reference}. التفاصيل: ${m.link}\n\nرحلة`,
      whatsapp: (m) => `رحلة: تم إلغاء حجزك ${m.reference}. التفاصيل: ${m.link}`,
    },
  },
};

/**
 * The messages to a customer: an email when there is an address, WhatsApp when the phone takes it
 * (or when there is no email, so the customer always hears from us).
 */
export function legacyCustomerMessages(
  template: CustomerTemplate,
  contact: { phone: string; whatsapp: boolean; email: string | null },
  context: MessageContext,
): LegacyMessage[] {
  const texts = (TEMPLATES[template] ?? TEMPLATES["booking.link"]!)[context.language];
  const messages: LegacyMessage[] = [];
  if (contact.email) messages.push({ channel: "email", recipient: contact.email, template, subject: texts.subject(context), body: texts.body(context) });
  if (contact.whatsapp || !contact.email)
    messages.push({ channel: "whatsapp", recipient: contact.phone, template, subject: null, body: texts.whatsapp(context) });
  return messages;
}
