import { describe, expect, it } from "vitest";
import { COUNTRY_TIME_ZONES, countryTimeZone } from "./country-time-zones";
import { customerTimeLine, isTimeZone, makkahTime, ownTime } from "./customer-time";

// 11:30 UTC in winter: 14:30 in Makkah, 11:30 in London, 16:30 in Karachi.
const AT = "2026-12-04T11:30:00.000Z";

describe("makkahTime", () => {
  it("says it is Makkah time, in each language", () => {
    expect(makkahTime(AT, "en")).toBe("Friday, 4 December 2026 at 14:30 Makkah time");
    expect(makkahTime(AT, "ar")).toMatch(/^الجمعة، 4 ديسمبر 2026.*2:30.*م بتوقيت مكة المكرمة$/);
    expect(makkahTime(AT, "en", "medium")).toBe("4 Dec 2026, 14:30 Makkah time");
  });
});

describe("ownTime", () => {
  it("gives the customer's own clock with the zone's name when it differs", () => {
    expect(ownTime(AT, "en", "Europe/London")).toBe("Your time: Fri 4 Dec, 11:30 Greenwich Mean Time");
    expect(ownTime(AT, "en", "Asia/Karachi")).toBe("Your time: Fri 4 Dec, 16:30 Pakistan Standard Time");
    expect(ownTime(AT, "ar", "Europe/London")).toMatch(/^بتوقيتك: .*11:30.*غرينتش/);
  });

  it("says nothing more when the zone reads Makkah's clock, or is unknown", () => {
    expect(ownTime(AT, "en", "Asia/Riyadh")).toBeNull();
    expect(ownTime(AT, "en", "Asia/Baghdad")).toBeNull(); // also UTC+3
    expect(ownTime(AT, "en", null)).toBeNull();
    expect(ownTime(AT, "en", "Mars/Olympus")).toBeNull();
  });

  it("carries the day when the customer's day is another", () => {
    expect(ownTime("2026-12-04T22:30:00.000Z", "en", "Asia/Jakarta")).toBe("Your time: Sat 5 Dec, 05:30 Western Indonesia Time");
  });
});

describe("customerTimeLine (messages)", () => {
  it("puts the customer's time beside Makkah time, and only when it differs", () => {
    expect(customerTimeLine(AT, "en", "Europe/London")).toBe("Friday, 4 December 2026 at 14:30 Makkah time (Your time: Fri 4 Dec, 11:30 Greenwich Mean Time)");
    expect(customerTimeLine(AT, "en", "Asia/Riyadh")).toBe("Friday, 4 December 2026 at 14:30 Makkah time");
  });
});

describe("countryTimeZone", () => {
  it("knows the pilgrims' countries and nothing else", () => {
    expect(countryTimeZone("PK")).toBe("Asia/Karachi");
    expect(countryTimeZone("gb")).toBe("Europe/London");
    expect(countryTimeZone("XX")).toBeNull();
    expect(countryTimeZone(null)).toBeNull();
  });

  it("names only zones this runtime knows", () => {
    for (const [country, zone] of Object.entries(COUNTRY_TIME_ZONES)) expect(isTimeZone(zone), `${country} ${zone}`).toBe(true);
  });
});
