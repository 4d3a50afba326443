import { describe, expect, it } from "vitest";
import { WHATSAPP_SEND_REFUSALS, whatsappSendDecision, whatsappSendRefusalText, whatsappWindow } from "./whatsapp-window";

const now = new Date("2026-11-27T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("the 24-hour WhatsApp window", () => {
  it("is open for 24 hours after the last inbound message and says when it closes", () => {
    expect(whatsappWindow(hoursAgo(1), now)).toEqual({ open: true, closesAt: new Date("2026-11-28T11:00:00Z") });
    expect(whatsappWindow(hoursAgo(23.99), now).open).toBe(true);
  });
  it("is closed at exactly 24 hours, after it, and for a contact who never wrote", () => {
    expect(whatsappWindow(hoursAgo(24), now)).toEqual({ open: false, closesAt: null });
    expect(whatsappWindow(hoursAgo(48), now).open).toBe(false);
    expect(whatsappWindow(null, now).open).toBe(false);
  });
  it("lets free text through inside the window only", () => {
    expect(whatsappSendDecision({ kind: "text" }, hoursAgo(2), now)).toEqual({ allowed: true });
    expect(whatsappSendDecision({ kind: "text" }, hoursAgo(25), now)).toEqual({ allowed: false, reason: "whatsapp.outsideWindow" });
    expect(whatsappSendDecision({ kind: "text" }, null, now)).toEqual({ allowed: false, reason: "whatsapp.outsideWindow" });
  });
  it("lets an approved template through at any time, and never an unapproved one", () => {
    expect(whatsappSendDecision({ kind: "template", approved: true }, null, now)).toEqual({ allowed: true });
    expect(whatsappSendDecision({ kind: "template", approved: true }, hoursAgo(100), now)).toEqual({ allowed: true });
    expect(whatsappSendDecision({ kind: "template", approved: false }, hoursAgo(1), now)).toEqual({ allowed: false, reason: "whatsapp.templateNotApproved" });
  });
  it("has every refusal in English and Arabic", () => {
    for (const texts of Object.values(WHATSAPP_SEND_REFUSALS)) {
      expect(texts.en.length).toBeGreaterThan(10);
      expect(texts.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
  it("reads a stored refusal code in the page's language and leaves other errors alone", () => {
    expect(whatsappSendRefusalText("whatsapp.notConfigured", "ar")).toBe(WHATSAPP_SEND_REFUSALS["whatsapp.notConfigured"].ar);
    expect(whatsappSendRefusalText("whatsapp: refused 131030: x", "en")).toBeNull();
    expect(whatsappSendRefusalText("toString", "en")).toBeNull();
  });
});
