import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { defaultTemplate } from "#shared/messaging/default-templates";
import { interpolate, renderEmail, unknownVariables } from "#shared/messaging/template-render";
import { TEMPLATE_PURPOSES } from "#shared/messaging/template-purposes";
import type { CustomerTemplate, MessageContext } from "./booking-notifications";
import { legacyCustomerMessages as customerMessages } from "./test-legacy-customer-texts";
import { customerPurpose, customerTemplateValues } from "./booking-template-values";
import { alertTemplateValues, operatorPurpose, operatorTemplateValues } from "./dispatch/dispatch-template-values";
import type { OperatorTemplate } from "./dispatch/operator-messages";
import { legacyAlertMessage as alertMessage, legacyOperatorMessages as operatorMessages } from "./dispatch/test-legacy-dispatch-texts";

/*
 * The seeded default templates say exactly what the code said before templates: each is rendered
 * with the values of one input and compared with the code's own message for the same input.
 */
const OUT = new Date("2026-12-04T11:30:00Z");
const BACK = new Date("2026-12-11T06:00:00Z");
const contact = { phone: "+447700900123", whatsapp: true, email: "aisha@example.com" };
const CUSTOMER: CustomerTemplate[] = [
  "booking.created",
  "booking.link",
  "booking.confirmed",
  "booking.quoted",
  "booking.requoted",
  "booking.updated",
  "booking.completed",
  "booking.cancelled",
];
const CONTEXTS: Omit<MessageContext, "language">[] = [
  { name: "Aisha", reference: "RH-2026-000123", link: "https://rihla.example/booking-info/x", confirmWithinHours: 12, total: "SAR 230" },
  {
    name: "عائشة <b>",
    reference: "RH-2026-000124",
    link: "https://rihla.example/booking-info/y",
    confirmWithinHours: 6,
    total: "SAR 1,230.50",
    pickups: [BACK, OUT],
    country: "GB",
    lines: ["Jeddah → Makkah, Staria: SAR 200", "Extra luggage: SAR 30"],
    earlierLinksEnded: true,
  },
  { name: "Omar", reference: "RH-2026-000125", link: "https://rihla.example/booking-info/z", pickups: [OUT], country: "SA" },
];

describe("the default customer templates", () => {
  for (const template of CUSTOMER)
    for (const language of LANGUAGES)
      it(`${template} in ${language} renders what the code sends`, () => {
        for (const base of CONTEXTS) {
          const context = { ...base, language };
          // The code said "undefined" there; those are never sent without a total / a confirmation time.
          if ((template === "booking.updated" || template === "booking.requoted") && !context.total) continue;
          if (template === "booking.created" && context.confirmWithinHours === undefined) continue;
          const [email, whatsapp] = customerMessages(template, contact, context);
          const purpose = customerPurpose(template, context);
          const values = customerTemplateValues(context);
          const rendered = renderEmail(defaultTemplate(purpose, "email", language) as { subject: string; body: string }, values);
          expect(rendered.subject).toBe(email!.subject);
          expect(rendered.text).toBe(email!.body);
          expect(interpolate(defaultTemplate(purpose, "whatsapp", language)!.body, values).text).toBe(whatsapp!.body);
        }
      });

  it("use only their purpose's documented variables", () => {
    for (const [purpose, spec] of Object.entries(TEMPLATE_PURPOSES))
      for (const channel of spec.channels)
        for (const language of LANGUAGES) {
          const text = defaultTemplate(purpose as keyof typeof TEMPLATE_PURPOSES, channel, language);
          expect(text, `${purpose} ${channel} ${language}`).not.toBeNull();
          expect(unknownVariables([text!.subject, text!.body], spec.variables), `${purpose} ${channel} ${language}`).toEqual([]);
        }
  });
});

const OPERATOR: OperatorTemplate[] = ["dispatch.availability", "dispatch.assigned", "dispatch.unassigned", "dispatch.cancelled", "dispatch.start"];
const legContext = {
  reference: "RH-2026-000123",
  legIndex: 1,
  pickupAt: OUT,
  from: { type: "place", placeId: "jed-airport" },
  to: { type: "address", address: "Hilton Makkah, Ibrahim Al Khalil St" },
  link: "https://rihla.example/operator-confirm/abc",
  priceHalalas: 18_000,
};

describe("the default operator and operations templates", () => {
  for (const template of OPERATOR)
    for (const language of LANGUAGES)
      it(`${template} in ${language} renders what the code sends, by WhatsApp and by email`, () => {
        for (const priceHalalas of [18_000, null]) {
          const context = { ...legContext, priceHalalas };
          const values = operatorTemplateValues(language, context);
          const purpose = operatorPurpose(template);
          const operator = { id: 1, name: "Al Noor", phone: "+966500000001", email: "noor@example.com", language };
          const [whatsapp] = operatorMessages(template, { ...operator, whatsapp: true }, context);
          const [email] = operatorMessages(template, { ...operator, whatsapp: false }, context);
          expect(interpolate(defaultTemplate(purpose, "whatsapp", language)!.body, values).text).toBe(whatsapp!.body);
          const rendered = renderEmail(defaultTemplate(purpose, "email", language) as { subject: string; body: string }, values);
          expect(rendered.subject).toBe(email!.subject);
          expect(rendered.text).toBe(email!.body);
        }
      });

  for (const language of LANGUAGES)
    it(`the alert in ${language} renders what the code sends`, () => {
      for (const extra of [
        { reason: "no_answer" as const, operatorName: "Al Noor", note: null },
        { reason: "declined" as const, operatorName: null, note: "No driver that day" },
      ]) {
        const context = { reference: "RH-2026-000123", legIndex: 0, pickupAt: OUT, trackerLink: "https://rihla.example/admin/jobs/7", ...extra };
        const sent = alertMessage({ email: "ops@example.com", language }, context);
        const rendered = renderEmail(
          defaultTemplate("dispatch.alert.operations", "email", language) as { subject: string; body: string },
          alertTemplateValues(language, context),
        );
        expect(rendered.subject).toBe(sent.subject);
        expect(rendered.text).toBe(sent.body);
      }
    });
});
