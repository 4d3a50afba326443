import { describe, expect, it } from "vitest";
import { CITY_COORDINATES } from "#shared/quick-tools/cities";
import { computePrayerTimes } from "./local-prayer-times";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe("prayer times computed on the server (Umm al-Qura, adhan)", () => {
  it("gives Makkah's five prayers in Makkah's time, in order, near solar noon", () => {
    const t = computePrayerTimes(CITY_COORDINATES.Makkah, "2026-11-22", false);
    const order = [t.Fajr, t.Dhuhr, t.Asr, t.Maghrib, t.Isha].map(minutes);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Makkah's solar noon on 22 November is about 12:06 local time (39.83° E, equation of time +14 min).
    expect(Math.abs(minutes(t.Dhuhr) - minutes("12:07"))).toBeLessThanOrEqual(2);
    expect(t.Fajr).toMatch(/^05:\d\d$/);
  });

  it("puts Isha 90 minutes after Maghrib, and 120 in Ramadan", () => {
    const normal = computePrayerTimes(CITY_COORDINATES.Madinah, "2026-03-01", false);
    const ramadan = computePrayerTimes(CITY_COORDINATES.Madinah, "2026-03-01", true);
    expect(minutes(normal.Isha) - minutes(normal.Maghrib)).toBe(90);
    expect(minutes(ramadan.Isha) - minutes(ramadan.Maghrib)).toBe(120);
    expect(ramadan.Maghrib).toBe(normal.Maghrib);
  });

  it("does not depend on the machine's time zone: the city's date decides the day", () => {
    const a = computePrayerTimes(CITY_COORDINATES.Dammam, "2026-06-21", false);
    expect(minutes(a.Fajr)).toBeLessThan(minutes(a.Dhuhr));
    expect(a.Fajr).toMatch(/^0[2-4]:\d\d$/);
  });
});
