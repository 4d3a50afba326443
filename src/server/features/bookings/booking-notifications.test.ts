import { describe, expect, it } from "vitest";
import type { CustomerTemplate } from "./booking-notifications";
import { legacyCustomerMessages as customerMessages } from "./test-legacy-customer-texts";

const contact = { phone: "+447700900123", whatsapp: true, email: "aisha@example.com" };
// 11:30 UTC on a winter Friday: 14:30 in Makkah, 11:30 in London, 16:30 in Karachi.
const OUT = new Date("2026-12-04T11:30:00Z");
const BACK = new Date("2026-12-11T06:00:00Z");
const base = { name: "Aisha", reference: "RH-2026-000123", link: "https://rihla.example/booking-info/x", confirmWithinHours: 12, total: "SAR 230" };

function texts(template: CustomerTemplate, context: Partial<Parameters<typeof customerMessages>[2]>) {
  const [email, whatsapp] = customerMessages(template, contact, { ...base, language: "en", ...context });
  return { email: email!.body, whatsapp: whatsapp!.body };
}

describe("pickup times in the customer's messages", () => {
  it("say Makkah time, with the customer's own time beside it when their country's clock differs", () => {
    const { email, whatsapp } = texts("booking.created", { pickups: [OUT], country: "GB" });
    expect(email).toContain("\n\nPickup: Friday, 4 December 2026 at 14:30 Makkah time (Your time: Fri 4 Dec, 11:30 Greenwich Mean Time)\n\n");
    expect(whatsapp).toContain(" Pickup: Friday, 4 December 2026 at 14:30 Makkah time (Your time: Fri 4 Dec, 11:30 Greenwich Mean Time). Your booking:");
  });

  it("give Makkah time alone to a customer on Makkah's clock, or from a country whose zone is not known", () => {
    for (const country of ["SA", "KW", "XX"]) {
      const { email } = texts("booking.confirmed", { pickups: [OUT], country });
      expect(email, country).toContain("Pickup: Friday, 4 December 2026 at 14:30 Makkah time\n");
      expect(email, country).not.toContain("Your time");
    }
  });

  it("list every leg, earliest first, in Arabic too", () => {
    const [email, whatsapp] = customerMessages("booking.link", contact, { ...base, language: "ar", pickups: [BACK, OUT], country: "PK" });
    expect(email!.body).toMatch(/مواعيد الانطلاق:\n- الرحلة 1: .*4 ديسمبر 2026.*بتوقيت مكة المكرمة \(بتوقيتك: .*4:30.*\)\n- الرحلة 2: .*11 ديسمبر 2026/);
    expect(whatsapp!.body).toMatch(/مواعيد الانطلاق: الرحلة 1: .*؛ الرحلة 2: .*\.$/);
  });

  it("every template that gives times names Makkah time, in both languages", () => {
    const templates: CustomerTemplate[] = ["booking.created", "booking.link", "booking.confirmed", "booking.quoted", "booking.requoted", "booking.updated"];
    for (const template of templates)
      for (const language of ["en", "ar"] as const) {
        const [email] = customerMessages(template, contact, { ...base, language, pickups: [OUT], country: "GB" });
        expect(email!.body, `${template} ${language}`).toContain(language === "en" ? "14:30 Makkah time (Your time:" : "بتوقيت مكة المكرمة (بتوقيتك:");
      }
  });

  it("say nothing of times when the message has none", () => {
    expect(texts("booking.cancelled", { pickups: [OUT], country: "GB" }).email).not.toMatch(/Makkah time|Pickup/);
    expect(texts("booking.link", {}).email).not.toContain("Pickup");
  });
});
