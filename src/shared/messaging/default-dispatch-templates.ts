import type { DefaultTemplates } from "./default-templates";

/*
 * Operators' messages, the operations alert and the staff emails, as they were written in code
 * (operator-messages.ts, dispatch-alert-messages.ts, users.service.ts, password.service.ts).
 * An operator's email is their WhatsApp text with a closing line break, as the code sent it.
 * Staff emails speak both languages in one message (a staff member's language is not known when
 * they are invited), so the English and Arabic templates start the same.
 */
const operator = (en: { subject: string; body: string }, ar: { subject: string; body: string }) => ({
  email: { en: { subject: en.subject, body: `${en.body}\n` }, ar: { subject: ar.subject, body: `${ar.body}\n` } },
  whatsapp: { en: { body: en.body }, ar: { body: ar.body } },
});
const WHERE_EN = "{{leg.pickupAt}}, from {{leg.from}} to {{leg.to}}";
const WHERE_AR = "{{leg.pickupAt}}، من {{leg.from}} إلى {{leg.to}}";

const INVITATION =
  "You have been invited to the Rihla back office as {{staff.roleEn}}.\nOpen this link within 72 hours to choose your password: {{invitation.link}}\n\nتمت دعوتك إلى لوحة إدارة رحلة بصلاحية {{staff.roleAr}}.\nافتح هذا الرابط خلال 72 ساعة لاختيار كلمة المرور: {{invitation.link}}";
const RESET =
  "Someone asked to reset the password of your Rihla staff account.\nOpen this link within 30 minutes to choose a new password: {{reset.link}}\nIf it was not you, ignore this email; your password stays the same.\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في رحلة.\nافتح هذا الرابط خلال 30 دقيقة لاختيار كلمة مرور جديدة: {{reset.link}}\nإن لم تكن أنت، فتجاهل هذه الرسالة.";
const both = (subject: string, body: string) => ({ email: { en: { subject, body }, ar: { subject, body } } });

export const DISPATCH_DEFAULTS = {
  "dispatch.availability.operator": operator(
    {
      subject: "Are you available? {{leg.reference}}, {{leg.pickupAt}}",
      body: "Rihla: are you available for a trip on {{leg.pickupAt}}, from {{leg.from}} to {{leg.to}} ({{leg.reference}})?{{operator.price}} Answer here: {{availability.link}}",
    },
    {
      subject: "هل أنت متاح؟ {{leg.reference}}، {{leg.pickupAt}}",
      body: "رحلة: هل أنت متاح لرحلة في {{leg.pickupAt}}، من {{leg.from}} إلى {{leg.to}} ({{leg.reference}})؟{{operator.price}} أجب من هنا: {{availability.link}}",
    },
  ),
  "dispatch.assigned.operator": operator(
    {
      subject: "New trip for you: {{leg.reference}}, {{leg.pickupAt}}",
      body: `Rihla: we have given you the trip {{leg.reference}} on ${WHERE_EN}.{{operator.price}} Please accept it with your driver and vehicle, or decline: {{confirm.link}}`,
    },
    {
      subject: "رحلة جديدة لك: {{leg.reference}}، {{leg.pickupAt}}",
      body: `رحلة: أسندنا إليك الرحلة {{leg.reference}} في ${WHERE_AR}.{{operator.price}} يُرجى قبولها مع السائق والمركبة، أو الاعتذار: {{confirm.link}}`,
    },
  ),
  "dispatch.unassigned.operator": operator(
    {
      subject: "Trip {{leg.reference}} is no longer yours",
      body: "Rihla: the trip {{leg.reference}} on {{leg.pickupAt}} (from {{leg.from}} to {{leg.to}}) is no longer assigned to you. Links we sent you for it no longer work.",
    },
    {
      subject: "لم تعد الرحلة {{leg.reference}} مسندة إليك",
      body: "رحلة: لم تعد الرحلة {{leg.reference}} في {{leg.pickupAt}} (من {{leg.from}} إلى {{leg.to}}) مسندة إليك. ولم تعد الروابط التي أرسلناها لها تعمل.",
    },
  ),
  "dispatch.cancelled.operator": operator(
    {
      subject: "Trip {{leg.reference}} cancelled",
      body: "Rihla: the trip {{leg.reference}} on {{leg.pickupAt}} (from {{leg.from}} to {{leg.to}}) has been cancelled. Links we sent you for it no longer work.",
    },
    {
      subject: "إلغاء الرحلة {{leg.reference}}",
      body: "رحلة: أُلغيت الرحلة {{leg.reference}} في {{leg.pickupAt}} (من {{leg.from}} إلى {{leg.to}}). ولم تعد الروابط التي أرسلناها لها تعمل.",
    },
  ),
  "dispatch.start.operator": operator(
    {
      subject: "Start link: {{leg.reference}}, {{leg.pickupAt}}",
      body: `Rihla: your trip {{leg.reference}} is on ${WHERE_EN}. The passenger's contact, and Start, Arrived, On board and Completed: {{start.link}}`,
    },
    {
      subject: "رابط البدء: {{leg.reference}}، {{leg.pickupAt}}",
      body: `رحلة: رحلتك {{leg.reference}} في ${WHERE_AR}. بيانات الراكب وأزرار البدء والوصول والركوب والإنهاء: {{start.link}}`,
    },
  ),
  "dispatch.alert.operations": {
    email: {
      en: {
        subject: "Needs an operator: {{leg.reference}}, {{leg.pickupAt}}",
        body: "{{alert.reason}}. Leg {{leg.number}} of booking {{booking.reference}} (pickup {{leg.pickupAt}}) is back without an operator.\n\nJob tracker: {{tracking.link}}\n",
      },
      ar: {
        subject: "تحتاج مشغّلًا: {{leg.reference}}، {{leg.pickupAt}}",
        body: "{{alert.reason}}. المرحلة {{leg.number}} من الحجز {{booking.reference}} (الانطلاق {{leg.pickupAt}}) عادت بلا مشغّل.\n\nمتتبع الرحلات: {{tracking.link}}\n",
      },
    },
  },
  "staff.invitation.staff": both("You are invited to Rihla / دعوة للانضمام إلى رحلة", INVITATION),
  "auth.passwordReset.staff": both("Reset your Rihla password / إعادة تعيين كلمة المرور", RESET),
} satisfies Partial<DefaultTemplates>;
