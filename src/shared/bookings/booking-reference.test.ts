import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatBookingReference, normaliseBookingReference, parseBookingReference } from "./booking-reference";

describe("booking references", () => {
  it("formats the year and a zero-padded sequence", () => {
    expect(formatBookingReference(2026, 123)).toBe("RH-2026-000123");
    expect(formatBookingReference(2026, 999_999)).toBe("RH-2026-999999");
    expect(() => formatBookingReference(2026, 0)).toThrow(RangeError);
    expect(() => formatBookingReference(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatBookingReference(26, 1)).toThrow(RangeError);
  });

  it("parses what customers type and refuses the rest", () => {
    expect(parseBookingReference(" rh-2026-000123 ")).toEqual({ year: 2026, sequence: 123 });
    expect(normaliseBookingReference("rh-2026-000123")).toBe("RH-2026-000123");
    for (const bad of ["RH-2026-123", "RH-2026-0001234", "RH-1999-000001", "RH-2026-000000", "XX-2026-000001", "RH2026000001", ""]) {
      expect(parseBookingReference(bad), bad).toBeNull();
    }
  });

  it("round-trips every valid year and sequence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), fc.integer({ min: 1, max: 999_999 }), (year, sequence) => {
        expect(parseBookingReference(formatBookingReference(year, sequence))).toEqual({ year, sequence });
      }),
    );
  });
});
