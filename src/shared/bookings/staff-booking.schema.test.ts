import { describe, expect, it } from "vitest";
import { parseStaffBooking } from "./staff-booking.schema";

const trip = {
  productSlug: "jeddah-airport-to-makkah",
  legs: [
    {
      from: { type: "place", placeId: "jed-terminal-1" },
      to: { type: "place", placeId: "makkah-ajyad" },
      pickupAt: "2030-03-01T10:00+03:00",
      flightNumber: "sv 12",
    },
  ],
  adults: 2,
  vehicleClassSlug: "sedan",
  contact: { name: "Aisha Rahman", phone: "+44 7700 900123", country: "GB", language: "en" },
};

describe("parseStaffBooking", () => {
  it("accepts the public payload with a staff source and no captcha", () => {
    const result = parseStaffBooking({ ...trip, source: "phone" }, "en");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.source).toBe("phone");
      expect(result.data.legs[0]?.flightNumber).toBe("SV12");
      expect(result.data).not.toHaveProperty("captcha");
    }
  });

  it("refuses the web source and names the field", () => {
    const result = parseStaffBooking({ ...trip, source: "web" }, "en");
    expect(result).toEqual({ ok: false, fieldErrors: { source: "Choose where the booking came from (phone, WhatsApp or agent)." } });
  });

  it("gives per-field messages in the asked language, keyed by the schema path", () => {
    const result = parseStaffBooking(
      { ...trip, source: "agent", legs: [{ ...trip.legs[0], flightNumber: undefined }], contact: { ...trip.contact, name: "" } },
      "ar",
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.fieldErrors).sort()).toEqual(["contact.name", "legs.0.flightNumber"]);
      expect(result.fieldErrors["contact.name"]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("refuses a price sent by the client", () => {
    const result = parseStaffBooking({ ...trip, source: "phone", totalHalalas: 100 }, "en");
    expect(result.ok).toBe(false);
  });
});
