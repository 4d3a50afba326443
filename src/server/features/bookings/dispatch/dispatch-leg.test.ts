import { describe, expect, it } from "vitest";
import { confirmDeadline, legCity, legNeeds, linkExpiry } from "./dispatch-leg";
import type { OperatorTemplate } from "./operator-messages";
import { legacyOperatorMessages as operatorMessages } from "./test-legacy-dispatch-texts";

const HOUR = 3_600_000;
const now = new Date("2026-11-27T09:00:00Z");

describe("dispatch leg rules", () => {
  it("gives the operator the setting's minutes to confirm, never later than 3 hours before pickup", () => {
    expect(confirmDeadline(now, new Date(now.getTime() + 72 * HOUR), 30)).toEqual(new Date(now.getTime() + 30 * 60_000));
    expect(confirmDeadline(now, new Date(now.getTime() + 3.25 * HOUR), 30)).toEqual(new Date(now.getTime() + 0.25 * HOUR));
    // Assigned inside the last 3 hours: the setting's minutes, capped by the pickup, rather than at once.
    expect(confirmDeadline(now, new Date(now.getTime() + 2 * HOUR), 30)).toEqual(new Date(now.getTime() + 30 * 60_000));
    expect(confirmDeadline(now, new Date(now.getTime() + 10 * 60_000), 30)).toEqual(new Date(now.getTime() + 10 * 60_000));
  });

  it("reads the leg's city from a preset place or a typed address, and counts everyone as a seat", () => {
    expect(legCity({ type: "place", placeId: "jed-terminal-1" })).toBe("jeddah");
    expect(legCity({ type: "address", address: "Some street", zone: "madinah" })).toBe("madinah");
    expect(
      legNeeds({
        vehicleClassId: 3,
        pickup: { type: "place", placeId: "makkah-ajyad" },
        pickupAt: new Date("2026-11-27T22:30:00Z"),
        passengers: { adults: 2, children: 1, infants: 1 },
      }),
    ).toEqual({ vehicleClassId: 3, city: "makkah", passengers: 4, pickupDay: "2026-11-28" });
  });

  it("ends start links 12 hours after pickup", () => {
    expect(linkExpiry.start(now).getTime() - now.getTime()).toBe(12 * HOUR);
    expect(linkExpiry.confirm(now)).toEqual(now);
  });
});

describe("operator messages", () => {
  const operator = { id: 1, name: "Op", phone: "+966551234567", whatsapp: true, email: "op@example.com", language: "ar" };
  const context = {
    reference: "RH-2026-000001",
    legIndex: 0,
    pickupAt: now,
    from: { type: "place", placeId: "jed-terminal-1" },
    to: { type: "address", address: "Hotel street 5", zone: "makkah" },
    link: "https://x/l",
  };
  const templates: OperatorTemplate[] = ["dispatch.availability", "dispatch.assigned", "dispatch.unassigned", "dispatch.cancelled", "dispatch.start"];

  it("writes each template in the operator's language, Makkah time, the places, on WhatsApp when they have it", () => {
    for (const template of templates) {
      const [arabic] = operatorMessages(template, operator, context);
      expect(arabic).toMatchObject({ channel: "whatsapp", recipient: operator.phone, template, subject: null });
      expect(arabic!.body).toContain("بتوقيت مكة المكرمة");
      expect(arabic!.body).toContain("مطار جدة");
      expect(arabic!.body).toContain("Hotel street 5");
      const [english] = operatorMessages(template, { ...operator, whatsapp: false, language: "en" }, context);
      expect(english).toMatchObject({ channel: "email", recipient: "op@example.com" });
      expect(english!.body).toContain("Makkah time");
      expect(english!.subject).toContain("RH-2026-000001");
    }
    expect(operatorMessages("dispatch.assigned", { ...operator, language: "en" }, { ...context, priceHalalas: 25_000 })[0]!.body).toContain("Your price: SAR");
    expect(operatorMessages("dispatch.start", { ...operator, whatsapp: false, email: null }, context)).toEqual([]);
  });
});
