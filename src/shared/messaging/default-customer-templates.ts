import type { DefaultTemplates } from "./default-templates";

/**
 * The customer's messages as they were written in code before templates (booking-notifications.ts):
 * the same words, with the values as variables. default-templates.test renders each with the same
 * input as the code and compares, so seeding them changes nothing a customer receives.
 */
export const CUSTOMER_DEFAULTS = {
  "booking.created.customer": {
    email: {
      en: {
        subject: "Your booking request {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nWe have received your booking request {{booking.reference}}. We will confirm it within {{booking.confirmWithinHours}} hours.{{pickup.paragraph}}\n\nYour booking, its price and its status: {{booking.link}}\nKeep this link private: anyone who has it can see and change your booking.\n\nRihla",
      },
      ar: {
        subject: "طلب حجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nاستلمنا طلب حجزك {{booking.reference}}، وسنؤكده خلال {{booking.confirmWithinHours}} ساعة.{{pickup.paragraph}}\n\nتفاصيل حجزك وسعره وحالته: {{booking.link}}\nاحتفظ بهذا الرابط لنفسك: من يملكه يستطيع الاطلاع على حجزك وتعديله.\n\nرحلة",
      },
    },
    whatsapp: {
      en: {
        body: "Rihla: we have received your booking request {{booking.reference}} and will confirm it within {{booking.confirmWithinHours}} hours.{{pickup.sentence}} Your booking: {{booking.link}}",
      },
      ar: { body: "رحلة: استلمنا طلب حجزك {{booking.reference}} وسنؤكده خلال {{booking.confirmWithinHours}} ساعة.{{pickup.sentence}} حجزك: {{booking.link}}" },
    },
  },
  "booking.link.customer": {
    email: {
      en: {
        subject: "Your booking {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nHere is a new link to your booking {{booking.reference}}: {{booking.link}}\n{{links.earlier}}{{pickup.paragraph}}\n\nIf you did not ask for it, you can ignore this message.\n\nRihla",
      },
      ar: {
        subject: "حجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nهذا رابط جديد لحجزك {{booking.reference}}: {{booking.link}}\n{{links.earlier}}{{pickup.paragraph}}\n\nإن لم تطلبه فيمكنك تجاهل هذه الرسالة.\n\nرحلة",
      },
    },
    whatsapp: {
      en: { body: "Rihla: a new link to your booking {{booking.reference}}: {{booking.link}} ({{links.earlierShort}}){{pickup.sentence}}" },
      ar: { body: "رحلة: رابط جديد لحجزك {{booking.reference}}: {{booking.link}} ({{links.earlierShort}}){{pickup.sentence}}" },
    },
  },
  "booking.confirmed.customer": {
    email: {
      en: {
        subject: "Booking {{booking.reference}} confirmed",
        body: "Dear {{customer.name}},\n\nYour booking {{booking.reference}} is confirmed.{{pickup.paragraph}}\n\nDetails: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "تأكيد الحجز {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nتم تأكيد حجزك {{booking.reference}}.{{pickup.paragraph}}\n\nالتفاصيل: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: { body: "Rihla: your booking {{booking.reference}} is confirmed.{{pickup.sentence}} Details: {{booking.link}}" },
      ar: { body: "رحلة: تم تأكيد حجزك {{booking.reference}}.{{pickup.sentence}} التفاصيل: {{booking.link}}" },
    },
  },
  "booking.quoted.customer": {
    email: {
      en: {
        subject: "A price for your booking {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nHere is our price for your booking {{booking.reference}}: {{booking.total}}, VAT included.{{pickup.paragraph}}{{quote.linesBlock}}\n\nPlease review and accept it here: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "عرض سعر لحجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nهذا عرض سعرنا لحجزك {{booking.reference}}: {{booking.total}} شاملًا ضريبة القيمة المضافة.{{pickup.paragraph}}{{quote.linesBlock}}\n\nيُرجى مراجعته وقبوله من هنا: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: {
        body: "Rihla: our price for your booking {{booking.reference}} is {{booking.total}}, VAT included{{quote.linesInline}}. Review and accept it: {{booking.link}}",
      },
      ar: { body: "رحلة: عرض سعرنا لحجزك {{booking.reference}} هو {{booking.total}} شاملًا الضريبة{{quote.linesInline}}. راجعه واقبله: {{booking.link}}" },
    },
  },
  "booking.quotedWithoutTotal.customer": {
    email: {
      en: {
        subject: "A price for your booking {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nWe have sent a price for your booking {{booking.reference}}. Please review and accept it here: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "عرض سعر لحجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nأرسلنا عرض سعر لحجزك {{booking.reference}}. يُرجى مراجعته وقبوله من هنا: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: { body: "Rihla: a price for your booking {{booking.reference}} is ready. Review and accept it: {{booking.link}}" },
      ar: { body: "رحلة: عرض السعر لحجزك {{booking.reference}} جاهز. راجعه واقبله: {{booking.link}}" },
    },
  },
  "booking.requoted.customer": {
    email: {
      en: {
        subject: "A new price for your booking {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nWe have revised the price of your booking {{booking.reference}}: the total is now {{booking.total}}, VAT included.{{pickup.paragraph}}{{quote.linesBlock}}\n\nPlease review and accept it here: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "سعر جديد لحجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nعدّلنا سعر حجزك {{booking.reference}}: المجموع الآن {{booking.total}} شاملًا ضريبة القيمة المضافة.{{pickup.paragraph}}{{quote.linesBlock}}\n\nيُرجى مراجعته وقبوله من هنا: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: {
        body: "Rihla: the price of your booking {{booking.reference}} is now {{booking.total}}, VAT included{{quote.linesInline}}. Review and accept it: {{booking.link}}",
      },
      ar: { body: "رحلة: سعر حجزك {{booking.reference}} الآن {{booking.total}} شاملًا الضريبة{{quote.linesInline}}. راجعه واقبله: {{booking.link}}" },
    },
  },
  "booking.updated.customer": {
    email: {
      en: {
        subject: "Your booking {{booking.reference}} was updated",
        body: "Dear {{customer.name}},\n\nAs agreed, we have updated your booking {{booking.reference}}. The total is now {{booking.total}}, VAT included.{{pickup.paragraph}}\n\nPlease check the times and places here: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "تم تحديث حجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nكما اتفقنا، حدّثنا حجزك {{booking.reference}}. المجموع الآن {{booking.total}} شاملًا ضريبة القيمة المضافة.{{pickup.paragraph}}\n\nيُرجى مراجعة المواعيد والأماكن من هنا: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: {
        body: "Rihla: your booking {{booking.reference}} was updated as agreed (total {{booking.total}}, VAT included).{{pickup.sentence}} Please check it: {{booking.link}}",
      },
      ar: {
        body: "رحلة: حُدّث حجزك {{booking.reference}} كما اتفقنا (المجموع {{booking.total}} شاملًا الضريبة).{{pickup.sentence}} يُرجى مراجعته: {{booking.link}}",
      },
    },
  },
  "booking.completed.customer": {
    email: {
      en: {
        subject: "Thank you for travelling with Rihla ({{booking.reference}})",
        body: "Dear {{customer.name}},\n\nThank you for travelling with us; your booking {{booking.reference}} is complete. We would be grateful for a few words about your trip: {{review.link}}\nThe link works once, for {{review.linkDays}} days.\n\nRihla",
      },
      ar: {
        subject: "شكرًا لسفرك مع رحلة ({{booking.reference}})",
        body: "عزيزنا {{customer.name}}،\n\nشكرًا لسفرك معنا؛ اكتمل حجزك {{booking.reference}}. يسعدنا أن تكتب لنا بضع كلمات عن رحلتك: {{review.link}}\nيعمل الرابط مرة واحدة خلال {{review.linkDays}} يومًا.\n\nرحلة",
      },
    },
    whatsapp: {
      en: { body: "Rihla: thank you for travelling with us ({{booking.reference}}). Tell us about your trip: {{review.link}}" },
      ar: { body: "رحلة: شكرًا لسفرك معنا ({{booking.reference}}). أخبرنا عن رحلتك: {{review.link}}" },
    },
  },
  "booking.cancelled.customer": {
    email: {
      en: {
        subject: "Booking {{booking.reference}} cancelled",
        body: "Dear {{customer.name}},\n\nYour booking {{booking.reference}} has been cancelled. Details: {{booking.link}}\n\nRihla",
      },
      ar: {
        subject: "إلغاء الحجز {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nتم إلغاء حجزك {{booking.reference}}. التفاصيل: {{booking.link}}\n\nرحلة",
      },
    },
    whatsapp: {
      en: { body: "Rihla: your booking {{booking.reference}} has been cancelled. Details: {{booking.link}}" },
      ar: { body: "رحلة: تم إلغاء حجزك {{booking.reference}}. التفاصيل: {{booking.link}}" },
    },
  },
} satisfies Partial<DefaultTemplates>;
