import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { nextPrayer, PRAYERS, secondsUntil, type Timings } from "./prayers";

const day: Timings = { Fajr: "04:52", Dhuhr: "12:22", Asr: "15:45", Maghrib: "18:31", Isha: "20:01" };

describe("next prayer (spec section 4)", () => {
  it.each([
    ["00:00:00", "Fajr"],
    ["04:51:59", "Fajr"],
    ["04:52:00", "Dhuhr"],
    ["12:21:30", "Dhuhr"],
    ["12:22", "Asr"],
    ["15:44", "Asr"],
    ["17:00:00", "Maghrib"],
    ["18:31:00", "Isha"],
    ["20:00:59", "Isha"],
    ["20:01:00", "Fajr"],
    ["23:59:59", "Fajr"],
  ] as const)("at %s it is %s", (now, expected) => {
    expect(nextPrayer(day, now)).toBe(expected);
  });

  it("is always the first of the five later than now, otherwise Fajr", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 }), (seconds) => {
        const pad = (n: number) => String(n).padStart(2, "0");
        const now = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
        const later = PRAYERS.filter((p) => Number(day[p].slice(0, 2)) * 3600 + Number(day[p].slice(3)) * 60 > seconds);
        expect(nextPrayer(day, now)).toBe(later[0] ?? "Fajr");
      }),
    );
  });
});

describe("countdown", () => {
  it("counts to a prayer later today, and past Isha to the next Fajr", () => {
    expect(secondsUntil(day, "Dhuhr", "12:20:30")).toBe(90);
    expect(secondsUntil(day, "Fajr", "23:00:00")).toBe(3600 + 4 * 3600 + 52 * 60);
  });
});
