import { describe, expect, it } from "vitest";
import type { LegBreakdown, PriceBreakdown } from "#shared/bookings/pricing";
import { formatSar } from "#shared/products/money";
import ar from "#web/locales/ar/booking.json";
import en from "#web/locales/en/booking.json";
import { getFixedT, registerTexts, type TextTree } from "#web/lib/i18n/texts";
import { isNightTime, makkahDateTime, makkahTime } from "./makkah-time";
import { needsNightAnswer, nightKey } from "./night-question";
import { priceCovers } from "./price-covers";
import { partsOf, timeOf } from "./time-select";

registerTexts("en", "booking", en as TextTree);
registerTexts("ar", "booking", ar as TextTree);

const leg = (totalHalalas: number, overrides: Partial<LegBreakdown> = {}): LegBreakdown =>
  ({ unit: "trip", unitHalalas: totalHalalas, billedHours: null, totalHalalas, ...overrides }) as LegBreakdown;
const breakdown = (legs: LegBreakdown[]): PriceBreakdown =>
  ({ currency: "SAR", vatRatePercent: 15, legs, totalHalalas: legs.reduce((sum, l) => sum + l.totalHalalas, 0), vatHalalas: 0 }) as PriceBreakdown;
const covers = (language: "en" | "ar", legs: LegBreakdown[]) =>
  priceCovers(breakdown(legs), getFixedT(language, "booking"), (halalas) => formatSar(halalas, language));

describe("what a price covers", () => {
  it("counts the trips with the language's plurals (Arabic's dual) and gives the price of each when they agree", () => {
    expect(covers("en", [leg(25_000)])).toBe("1 trip");
    expect(covers("en", [leg(25_000), leg(25_000)])).toBe(`2 trips · ${formatSar(25_000, "en")} each`);
    expect(covers("en", [leg(25_000), leg(30_000), leg(25_000)])).toBe("3 trips");
    expect(covers("ar", [leg(25_000)])).toBe("رحلة واحدة");
    expect(covers("ar", [leg(25_000), leg(25_000)])).toBe(`رحلتان · ${formatSar(25_000, "ar")} للرحلة`);
    expect(covers("ar", [leg(1), leg(2), leg(3)])).toBe("3 رحلات");
    expect(
      covers(
        "ar",
        Array.from({ length: 11 }, (_, i) => leg(i + 1)),
      ),
    ).toBe("11 رحلة");
  });

  it("says the hours and the hourly rate for hourly hire", () => {
    const hourly = (hours: number) => leg(hours * 10_000, { unit: "hour", unitHalalas: 10_000, billedHours: hours });
    expect(covers("en", [hourly(4)])).toBe(`4 hours at ${formatSar(10_000, "en")} an hour`);
    expect(covers("en", [hourly(1)])).toBe(`1 hour at ${formatSar(10_000, "en")} an hour`);
    expect(covers("ar", [hourly(2)])).toBe(`ساعتان بسعر ${formatSar(10_000, "ar")} للساعة`);
    expect(covers("en", [hourly(4), hourly(5)])).toBe(`2 trips · 9 hours at ${formatSar(10_000, "en")} an hour`);
    const withMinimum = (language: "en" | "ar") =>
      priceCovers(breakdown([hourly(4)]), getFixedT(language, "booking"), (halalas) => formatSar(halalas, language), 4);
    expect(withMinimum("en")).toBe(`4 hours at ${formatSar(10_000, "en")} an hour · 4 hours minimum`);
    expect(withMinimum("ar")).toBe(`4 ساعات بسعر ${formatSar(10_000, "ar")} للساعة · 4 ساعات على الأقل`);
  });
});

describe("the time control and Makkah time", () => {
  it("reads and writes the form's 24-hour time through hour, minutes and AM/PM", () => {
    expect(partsOf("00:05")).toEqual({ hour: "12", minute: "05", period: "am" });
    expect(partsOf("12:30")).toEqual({ hour: "12", minute: "30", period: "pm" });
    expect(partsOf("14:30")).toEqual({ hour: "2", minute: "30", period: "pm" });
    expect(partsOf("")).toEqual({ hour: "", minute: "", period: "" });
    for (const time of ["00:00", "00:05", "09:55", "12:00", "12:30", "14:30", "23:55"]) expect(timeOf(partsOf(time))).toBe(time);
    expect(timeOf({ hour: "2", minute: "30", period: "" })).toBe("");
  });

  it("shows the whole time, with AM/PM, in Makkah time in both languages", () => {
    const iso = "2026-12-03T23:30:00Z"; // 2:30 am on 4 December in Makkah
    expect(makkahTime(iso, "en")).toBe("2:30 am");
    expect(makkahTime(iso, "ar")).toBe("2:30 ص");
    expect(makkahDateTime(iso, "en")).toBe("Friday, 4 December 2026 at 2:30 am");
  });

  it("asks about a pickup between midnight and 5 am once, for that date and time", () => {
    expect(["00:00", "02:30", "04:55"].every(isNightTime)).toBe(true);
    expect(["05:00", "12:00", "23:55", ""].some(isNightTime)).toBe(false);
    const night = { date: "2026-12-04", time: "02:30" };
    expect(needsNightAnswer(night)).toBe(true);
    expect(needsNightAnswer({ ...night, nightOk: nightKey(night.date, night.time) })).toBe(false);
    expect(needsNightAnswer({ ...night, time: "03:00", nightOk: nightKey(night.date, night.time) })).toBe(true);
    expect(needsNightAnswer({ date: "", time: "02:30" })).toBe(false);
  });
});
