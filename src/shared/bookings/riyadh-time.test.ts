import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isCalendarDate, riyadhDate, RIYADH_TIME_ZONE } from "./riyadh-time";

describe("riyadhDate", () => {
  it("moves to the next day from 21:00 UTC", () => {
    expect(riyadhDate(new Date("2026-03-10T20:59:59Z"))).toBe("2026-03-10");
    expect(riyadhDate(new Date("2026-03-10T21:00:00Z"))).toBe("2026-03-11");
    expect(riyadhDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(riyadhDate(new Date("2026-03-11T01:00:00+03:00"))).toBe("2026-03-11");
    expect(() => riyadhDate(new Date("nope"))).toThrow(RangeError);
  });

  it("agrees with the time-zone database for any instant from 1990 to 2100", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: RIYADH_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(riyadhDate(new Date(ms))).toBe(intl.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it("recognises real calendar days only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-1")).toBe(false);
  });
});
