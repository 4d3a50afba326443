import type { DefaultTemplates } from "./default-templates";

/*
 * The customer's payment messages, sent by workflow rules (workflow-triggers.ts): new with online
 * payment, so there is no older text to equal. The link opens the booking page at its pay
 * section; the amount there is the server's, recomputed when the customer presses pay.
 */
export const PAYMENT_DEFAULTS = {
  "payment.balanceDue.customer": {
    email: {
      en: {
        subject: "Balance due for your booking {{booking.reference}}",
        body: "Dear {{customer.name}},\n\nThank you for your deposit. The rest of the price of your booking {{booking.reference}}, {{balance.amount}}, is now due. Please pay it before your first pickup on {{balance.pickupAt}}.\n\nPay it securely here: {{booking.link}}\nKeep this link private: anyone who has it can see and change your booking.\n\nRihla",
      },
      ar: {
        subject: "موعد سداد المتبقي من حجزك {{booking.reference}}",
        body: "عزيزنا {{customer.name}}،\n\nشكرًا لدفعك العربون. حان موعد سداد المتبقي من سعر حجزك {{booking.reference}} وقدره {{balance.amount}}، ويُرجى دفعه قبل موعد انطلاقك الأول {{balance.pickupAt}}.\n\nادفعه بأمان من هنا: {{booking.link}}\nاحتفظ بهذا الرابط لنفسك: من يملكه يستطيع الاطلاع على حجزك وتعديله.\n\nرحلة",
      },
    },
    whatsapp: {
      en: {
        body: "Rihla: the rest of your booking {{booking.reference}}, {{balance.amount}}, is now due. Please pay it before your first pickup on {{balance.pickupAt}}: {{booking.link}}",
      },
      ar: {
        body: "رحلة: حان موعد سداد المتبقي من حجزك {{booking.reference}} وقدره {{balance.amount}}، ويُرجى دفعه قبل موعد انطلاقك الأول {{balance.pickupAt}}: {{booking.link}}",
      },
    },
  },
} satisfies Partial<DefaultTemplates>;
