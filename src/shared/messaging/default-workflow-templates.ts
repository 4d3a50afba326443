import type { DefaultTemplates } from "./default-templates";

/*
 * The customer's messages about one leg, sent only by workflow rules (workflow-triggers.ts); new
 * with the rules, so there is no older text to equal. Short, as WhatsApp is read on the road.
 */
const customer = (en: { subject: string; whatsapp: string }, ar: { subject: string; whatsapp: string }) => ({
  email: {
    en: { subject: en.subject, body: `Dear {{customer.name}},\n\n${en.whatsapp.replace(/^Rihla: /, "")}\n\nRihla` },
    ar: { subject: ar.subject, body: `عزيزنا {{customer.name}}،\n\n${ar.whatsapp.replace(/^رحلة: /, "")}\n\nرحلة` },
  },
  whatsapp: { en: { body: en.whatsapp }, ar: { body: ar.whatsapp } },
});

export const WORKFLOW_DEFAULTS = {
  "job.confirmed.customer": customer(
    {
      subject: "Your driver for {{leg.reference}}",
      whatsapp: "Rihla: your trip {{leg.reference}} on {{leg.pickupAt}} is confirmed. Driver: {{driver.name}}; vehicle: {{vehicle.description}}.",
    },
    {
      subject: "سائقك للرحلة {{leg.reference}}",
      whatsapp: "رحلة: تم تأكيد رحلتك {{leg.reference}} في {{leg.pickupAt}}. السائق: {{driver.name}}؛ المركبة: {{vehicle.description}}.",
    },
  ),
  "job.started.customer": customer(
    {
      subject: "Your driver is on the way ({{leg.reference}})",
      whatsapp: "Rihla: your driver {{driver.name}} is on the way to {{leg.from}} ({{vehicle.description}}).{{tracking.sentence}}",
    },
    {
      subject: "سائقك في الطريق ({{leg.reference}})",
      whatsapp: "رحلة: سائقك {{driver.name}} في الطريق إلى {{leg.from}} ({{vehicle.description}}).{{tracking.sentence}}",
    },
  ),
  "job.completed.customer": customer(
    {
      subject: "Trip {{leg.reference}} completed",
      whatsapp: "Rihla: your trip {{leg.reference}} to {{leg.to}} is completed. Thank you for travelling with us.",
    },
    { subject: "اكتملت الرحلة {{leg.reference}}", whatsapp: "رحلة: اكتملت رحلتك {{leg.reference}} إلى {{leg.to}}. شكرًا لسفرك معنا." },
  ),
  "pickup.reminder.customer": customer(
    {
      subject: "Reminder: your trip {{leg.reference}}, {{leg.pickupAt}}",
      whatsapp: "Rihla: a reminder of your trip {{leg.reference}} on {{leg.pickupAt}}, from {{leg.from}} to {{leg.to}}.",
    },
    {
      subject: "تذكير: رحلتك {{leg.reference}}، {{leg.pickupAt}}",
      whatsapp: "رحلة: تذكير برحلتك {{leg.reference}} في {{leg.pickupAt}}، من {{leg.from}} إلى {{leg.to}}.",
    },
  ),
} satisfies Partial<DefaultTemplates>;
