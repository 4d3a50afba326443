import { describe, expect, it } from "vitest";
import { filledSeries, makkahDay, makkahDayStart, makkahWeek } from "./dashboard-series";

describe("dashboard series in Makkah time", () => {
  it("puts 22:00 UTC in the next Makkah day and weeks on Monday", () => {
    expect(makkahDay(new Date("2026-11-23T22:00:00Z"))).toBe("2026-11-24");
    expect(makkahDayStart(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-11-23T21:00:00.000Z");
    expect(makkahWeek(new Date("2026-11-29T12:00:00Z"))).toBe("2026-11-23");
  });

  it("fills missing days with zero, oldest first, summing rows of the same day", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const rows = [
      { at: new Date("2026-11-24T01:00:00Z"), value: 2 },
      { at: new Date("2026-11-23T22:30:00Z"), value: 1 },
      { at: new Date("2026-11-22T08:00:00Z"), value: 5 },
    ];
    expect(filledSeries(rows, now, 3, "day")).toEqual([
      { at: "2026-11-22", value: 5 },
      { at: "2026-11-23", value: 0 },
      { at: "2026-11-24", value: 3 },
    ]);
  });
});
