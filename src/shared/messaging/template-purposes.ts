/**
 * Every message the product sends, as an editable template purpose (issue 22, DESIGN: Templates):
 * its stable key (`<event>.<recipient>`), what sends it, to whom, and the variables a template of
 * that purpose may use. A variable outside its purpose's list is refused on save.
 *
 * Some variables are whole sentences or paragraphs that appear only when there is something to
 * say (the pickup times, a quote's lines): they carry their own leading space or blank line, so a
 * template reads `…confirmed.{{pickup.paragraph}}` and says nothing extra when there is none.
 */
export const TEMPLATE_CHANNELS = ["email", "whatsapp"] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export const TEMPLATE_RECIPIENTS = ["customer", "operator", "operations", "staff"] as const;
export type TemplateRecipient = (typeof TEMPLATE_RECIPIENTS)[number];

/** Meta's categories for a WhatsApp template. */
export const META_CATEGORIES = ["utility", "marketing", "authentication"] as const;
export type MetaCategory = (typeof META_CATEGORIES)[number];
/** Meta's approval states, stored per name + language (synced from the Cloud API by the WhatsApp lane). */
export const META_STATUSES = ["not_submitted", "pending", "approved", "rejected", "paused", "disabled"] as const;
export type MetaStatus = (typeof META_STATUSES)[number];

/** The documented variables, with a sample for previews and tests (English; `sampleAr` when Arabic differs). */
export interface TemplateVariable {
  sample: string;
  sampleAr?: string;
}

export const TEMPLATE_VARIABLES = {
  "customer.name": { sample: "Aisha Rahman", sampleAr: "عائشة الرحمن" },
  "booking.reference": { sample: "RH-2026-000123" },
  "booking.link": { sample: "https://rihla.example/booking-info/Xy7…" },
  "booking.confirmWithinHours": { sample: "12" },
  "booking.total": { sample: "SAR 230.00", sampleAr: "230.00 ر.س" },
  "pickup.paragraph": {
    sample: "\n\nPickup: Friday, 4 December 2026 at 14:30 Makkah time",
    sampleAr: "\n\nموعد الانطلاق: الجمعة، 4 ديسمبر 2026 في 14:30 بتوقيت مكة المكرمة",
  },
  "pickup.sentence": {
    sample: " Pickup: Friday, 4 December 2026 at 14:30 Makkah time.",
    sampleAr: " موعد الانطلاق: الجمعة، 4 ديسمبر 2026 في 14:30 بتوقيت مكة المكرمة.",
  },
  "quote.linesBlock": { sample: "\n\nJeddah Airport → Makkah hotel, Staria\nExtra luggage: SAR 40.00" },
  "quote.linesInline": { sample: " (Jeddah Airport → Makkah hotel, Staria; Extra luggage: SAR 40.00)" },
  "links.earlier": { sample: "Links we sent you before keep working.", sampleAr: "وتبقى الروابط التي أرسلناها إليك سابقًا صالحة." },
  "links.earlierShort": { sample: "links we sent you before keep working", sampleAr: "وتبقى الروابط التي أرسلناها إليك سابقًا صالحة" },
  "review.link": { sample: "https://rihla.example/testimonial/Ab3…" },
  "review.linkDays": { sample: "30" },
  "leg.reference": { sample: "RH-2026-000123 leg 1", sampleAr: "RH-2026-000123 - 1" },
  "leg.number": { sample: "1" },
  "leg.pickupAt": { sample: "4 Dec 2026, 14:30", sampleAr: "4 ديسمبر 2026، 14:30" },
  "leg.from": { sample: "King Abdulaziz International Airport", sampleAr: "مطار الملك عبدالعزيز الدولي" },
  "leg.to": { sample: "Makkah hotel", sampleAr: "فندق مكة" },
  "operator.price": { sample: " Your price: SAR 180.00.", sampleAr: " أجرتك: 180.00 ر.س." },
  "confirm.link": { sample: "https://rihla.example/operator-confirm/Pq9…" },
  "availability.link": { sample: "https://rihla.example/operator-availability/Lm2…" },
  "start.link": { sample: "https://rihla.example/op/start/Zt4…" },
  "alert.reason": { sample: "Al Noor Transport did not confirm in time", sampleAr: "لم يؤكد النور للنقل في الوقت المحدد" },
  "tracking.link": { sample: "https://rihla.example/admin/jobs" },
  "tracking.sentence": {
    sample: " Follow the vehicle live: https://rihla.example/track/Tr8…",
    sampleAr: " تابع المركبة مباشرة: https://rihla.example/track/Tr8…",
  },
  "driver.name": { sample: "Khalid Al-Harbi", sampleAr: "خالد الحربي" },
  "vehicle.description": { sample: "Hyundai Staria, white, 1234 ABC", sampleAr: "هيونداي ستاريا، أبيض، 1234 ABC" },
  "staff.roleEn": { sample: "operations staff" },
  "staff.roleAr": { sample: "العمليات" },
  "balance.amount": { sample: "SAR 1,150.00", sampleAr: "1,150.00 ر.س" },
  "balance.dueAt": {
    sample: "Wednesday, 2 December 2026 at 14:30 Makkah time",
    sampleAr: "الأربعاء، 2 ديسمبر 2026 في 14:30 بتوقيت مكة المكرمة",
  },
  "balance.pickupAt": {
    sample: "Friday, 4 December 2026 at 14:30 Makkah time",
    sampleAr: "الجمعة، 4 ديسمبر 2026 في 14:30 بتوقيت مكة المكرمة",
  },
  "invitation.link": { sample: "https://rihla.example/admin/accept-invitation/Gh5…" },
  "reset.link": { sample: "https://rihla.example/admin/reset-password/Jk8…" },
} as const satisfies Record<string, TemplateVariable>;
export type TemplateVariableName = keyof typeof TEMPLATE_VARIABLES;

export interface TemplatePurpose {
  /** What makes the product send it, in words staff read on the templates page. */
  trigger: { en: string; ar: string };
  recipient: TemplateRecipient;
  /** The channels it goes out on today. */
  channels: readonly TemplateChannel[];
  variables: readonly TemplateVariableName[];
}

const CUSTOMER = ["customer.name", "booking.reference", "booking.link", "pickup.paragraph", "pickup.sentence"] as const;
const LEG = ["leg.reference", "leg.number", "leg.pickupAt", "leg.from", "leg.to", "booking.reference"] as const;
const BOTH = ["email", "whatsapp"] as const;
/** A customer's message about one leg (no booking link: a leg's event does not issue one). */
const CUSTOMER_LEG = ["customer.name", "booking.reference", "leg.reference", "leg.number", "leg.pickupAt", "leg.from", "leg.to"] as const;

const customer = (en: string, ar: string, more: readonly TemplateVariableName[] = []): TemplatePurpose => ({
  trigger: { en, ar },
  recipient: "customer",
  channels: BOTH,
  variables: [...CUSTOMER, ...more],
});
const customerLeg = (en: string, ar: string, more: readonly TemplateVariableName[] = []): TemplatePurpose => ({
  trigger: { en, ar },
  recipient: "customer",
  channels: BOTH,
  variables: [...CUSTOMER_LEG, ...more],
});
const operator = (en: string, ar: string, more: readonly TemplateVariableName[] = []): TemplatePurpose => ({
  trigger: { en, ar },
  recipient: "operator",
  channels: BOTH,
  variables: [...LEG, ...more],
});

export const TEMPLATE_PURPOSES = {
  "booking.created.customer": customer("A booking request is received", "استلام طلب حجز", ["booking.confirmWithinHours"]),
  "booking.link.customer": customer("A new link to the booking is sent (asked for, or reissued by staff)", "إرسال رابط جديد للحجز", [
    "links.earlier",
    "links.earlierShort",
  ]),
  "booking.confirmed.customer": customer("The booking is confirmed", "تأكيد الحجز"),
  "booking.quoted.customer": customer("Staff send a price", "إرسال عرض سعر", ["booking.total", "quote.linesBlock", "quote.linesInline"]),
  "booking.quotedWithoutTotal.customer": customer("Staff send a price (no total known yet)", "إرسال عرض سعر (دون مجموع بعد)"),
  "booking.requoted.customer": customer("Staff change a price already sent", "تعديل سعر مرسل", ["booking.total", "quote.linesBlock", "quote.linesInline"]),
  "booking.updated.customer": customer("Staff change the trip before confirmation", "تعديل الرحلة قبل التأكيد", ["booking.total"]),
  "booking.completed.customer": customer("The trip is completed: thank-you with the review link", "اكتمال الرحلة: شكر ورابط التقييم", [
    "review.link",
    "review.linkDays",
  ]),
  "booking.cancelled.customer": customer("The booking is cancelled", "إلغاء الحجز"),
  // Sent by workflow rules on a leg's events (workflow-triggers.ts); the customer's tracking link
  // comes from the tracking feature, and the sentence carrying it is empty until there is one.
  "job.confirmed.customer": customerLeg("The operator confirms a leg with driver and vehicle", "تأكيد المشغّل للرحلة مع السائق والمركبة", [
    "driver.name",
    "vehicle.description",
  ]),
  "job.started.customer": customerLeg("The driver is on the way", "السائق في الطريق", [
    "driver.name",
    "vehicle.description",
    "tracking.link",
    "tracking.sentence",
  ]),
  "job.completed.customer": customerLeg("A leg is completed", "اكتمال رحلة"),
  "pickup.reminder.customer": customerLeg("A reminder some hours before pickup", "تذكير قبل الانطلاق بساعات", ["driver.name", "vehicle.description"]),
  // Online payment (issue 25): the link to the booking page's pay section, where "pay the rest"
  // starts a payment of the remaining amount the server computes.
  "payment.balanceDue.customer": {
    trigger: { en: "The balance of an online payment falls due", ar: "حلول موعد سداد المتبقي من الدفع الإلكتروني" },
    recipient: "customer",
    channels: BOTH,
    variables: ["customer.name", "booking.reference", "booking.link", "balance.amount", "balance.dueAt", "balance.pickupAt"],
  },
  "dispatch.availability.operator": operator("Staff ask an operator whether they are available", "سؤال المشغّل عن توفره", [
    "availability.link",
    "operator.price",
  ]),
  "dispatch.assigned.operator": operator("A leg is assigned to an operator", "إسناد رحلة إلى مشغّل", ["confirm.link", "operator.price"]),
  "dispatch.unassigned.operator": operator("A leg is taken back from an operator", "سحب رحلة من مشغّل"),
  "dispatch.cancelled.operator": operator("A leg the operator had is cancelled", "إلغاء رحلة لدى مشغّل"),
  "dispatch.start.operator": operator("The start link before pickup", "رابط البدء قبل الانطلاق", ["start.link"]),
  "dispatch.alert.operations": {
    trigger: { en: "A leg is back without an operator (no answer, declined)", ar: "عودة رحلة بلا مشغّل (لا رد، اعتذار)" },
    recipient: "operations",
    channels: ["email"],
    variables: [...LEG, "alert.reason", "tracking.link"],
  },
  "staff.invitation.staff": {
    trigger: { en: "An administrator invites a staff member", ar: "دعوة موظف" },
    recipient: "staff",
    channels: ["email"],
    variables: ["staff.roleEn", "staff.roleAr", "invitation.link"],
  },
  "auth.passwordReset.staff": {
    trigger: { en: "A staff member asks to reset their password", ar: "طلب إعادة تعيين كلمة المرور" },
    recipient: "staff",
    channels: ["email"],
    variables: ["reset.link"],
  },
} as const satisfies Record<string, TemplatePurpose>;
export type TemplatePurposeKey = keyof typeof TEMPLATE_PURPOSES;
export const TEMPLATE_PURPOSE_KEYS = Object.keys(TEMPLATE_PURPOSES) as TemplatePurposeKey[];

export const isTemplatePurpose = (value: unknown): value is TemplatePurposeKey => typeof value === "string" && Object.hasOwn(TEMPLATE_PURPOSES, value);

/** A purpose's variables with their samples in one language (the preview's data). */
export function sampleValues(purpose: TemplatePurposeKey, language: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of TEMPLATE_PURPOSES[purpose].variables) {
    const variable: TemplateVariable = TEMPLATE_VARIABLES[name];
    values[name] = language === "ar" && variable.sampleAr !== undefined ? variable.sampleAr : variable.sample;
  }
  return values;
}
