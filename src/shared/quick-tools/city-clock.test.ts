import { describe, expect, it } from "vitest";
import { cityClock, hijriMonth, isRamadan } from "./city-clock";

describe("the cities' clock and the Umm al-Qura month", () => {
  it("shows Asia/Riyadh time (UTC+3) whatever the machine's zone", () => {
    expect(cityClock(new Date("2026-02-20T22:30:05Z"))).toEqual({ date: "2026-02-21", time: "01:30:05" });
    expect(cityClock(new Date("2026-07-01T00:00:00Z"))).toEqual({ date: "2026-07-01", time: "03:00:00" });
  });

  it("knows Ramadan 1447 (18 February – 19 March 2026 in Umm al-Qura)", () => {
    expect(hijriMonth(new Date("2026-03-01T09:00:00Z"))).toBe(9);
    expect(isRamadan(new Date("2026-02-17T09:00:00Z"))).toBe(false);
    expect(isRamadan(new Date("2026-02-18T09:00:00Z"))).toBe(true);
    expect(isRamadan(new Date("2026-03-19T09:00:00Z"))).toBe(true);
    expect(isRamadan(new Date("2026-03-20T09:00:00Z"))).toBe(false);
  });

  it("reads the month in Makkah's day: 21:30 UTC on 17 February is already 18 February there", () => {
    expect(isRamadan(new Date("2026-02-17T21:30:00Z"))).toBe(true);
  });
});
