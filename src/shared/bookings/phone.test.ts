import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isSaudiMobile, normalisePhone } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["0501234567", "+966501234567"],
    ["501234567", "+966501234567"],
    ["00966501234567", "+966501234567"],
    ["966501234567", "+966501234567"],
    ["+966 50 123 4567", "+966501234567"],
    ["+966 (0) 50-123-4567", "+966501234567"],
    ["٠٥٠١٢٣٤٥٦٧", "+966501234567"],
    ["۰۵۰۱۲۳۴۵۶۷", "+966501234567"],
    ["+966 12 345 6789", "+966123456789"],
    ["+20 100-123 4567", "+201001234567"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+92 300 1234567", "+923001234567"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(["", "05012345", "050123456789", "+0501234567", "+96650123456", "+9665012345678", "+1234", "phone", "+966 50 123 456x", "1234567"])(
    "refuses %s",
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );

  it("always answers E.164 or null, and is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^(\+|00)?[0-9 ]{5,16}$/)), (input) => {
        const phone = normalisePhone(input);
        if (phone === null) return;
        expect(phone).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(normalisePhone(phone)).toBe(phone);
      }),
    );
  });

  it("tells Saudi mobiles apart", () => {
    expect(isSaudiMobile("+966501234567")).toBe(true);
    expect(isSaudiMobile("+966123456789")).toBe(false);
    expect(isSaudiMobile("+201001234567")).toBe(false);
  });
});
