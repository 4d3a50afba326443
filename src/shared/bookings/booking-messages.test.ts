import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, bookingMessage, isBookingMessageKey } from "./booking-messages";

describe("booking messages", () => {
  it("has both languages for every key, Arabic in Arabic script, no placeholder left after formatting", () => {
    for (const key of Object.keys(BOOKING_MESSAGES)) {
      for (const language of ["en", "ar"] as const) {
        const text = bookingMessage(key, language, { count: 6 });
        expect(text.trim(), `${key} ${language}`).not.toBe("");
        expect(text, key).not.toMatch(/[{}]/);
      }
      expect(bookingMessage(key, "ar"), key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("uses the Arabic plural forms and digits", () => {
    expect(bookingMessage("booking.pickup.tooSoon", "en", { count: 6 })).toBe("The pickup must be at least 6 hours from now.");
    expect(bookingMessage("booking.pickup.tooSoon", "en", { count: 1 })).toBe("The pickup must be at least 1 hour from now.");
    expect(bookingMessage("booking.pickup.tooSoon", "ar", { count: 6 })).toBe("يجب أن يكون موعد الانطلاق بعد 6 ساعات على الأقل من الآن.");
    expect(bookingMessage("booking.pickup.tooSoon", "ar", { count: 2 })).toBe("يجب أن يكون موعد الانطلاق بعد ساعتين على الأقل من الآن.");
    expect(bookingMessage("booking.pickup.tooSoon", "ar", { count: 24 })).toBe("يجب أن يكون موعد الانطلاق بعد 24 ساعة على الأقل من الآن.");
    expect(bookingMessage("booking.legs.max", "ar", { count: 6 })).toBe("يمكن أن يتضمن الحجز 6 رحلات كحد أقصى.");
    expect(bookingMessage("booking.extras.tooMany", "ar", { count: 4 })).toBe("الحد الأقصى من هذه الإضافة 4 لكل رحلة.");
  });

  it("has a text for every key the code uses, literal or built", () => {
    const dir = new URL(".", import.meta.url);
    const sources = readdirSync(dir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const literals = sources.flatMap((file) =>
      [...readFileSync(new URL(file, dir), "utf8").matchAll(/"((?:booking|job)\.[A-Za-z]+(?:\.[A-Za-z]+)+)"/g)].map((m) => m[1] ?? ""),
    );
    expect(literals.length).toBeGreaterThan(40);
    const built = ["adults", "children", "infants", "bags"].flatMap((field) => ["invalid", "min", "max"].map((check) => `booking.${field}.${check}`));
    const refusals = ["booking", "job"].flatMap((name) =>
      ["terminal", "notAllowed", "actorNotAllowed", "noteRequired"].map((suffix) => `${name}.transition.${suffix}`),
    );
    for (const key of [...literals, ...built, ...refusals]) expect(isBookingMessageKey(key), key).toBe(true);
  });

  it("falls back to the generic message for an unknown key", () => {
    expect(isBookingMessageKey("nope")).toBe(false);
    expect(isBookingMessageKey("toString")).toBe(false);
    expect(bookingMessage("nope", "en")).toBe("Please check this field.");
  });
});
