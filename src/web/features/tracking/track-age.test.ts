import { describe, expect, it } from "vitest";
import { fixAgeMs, formatAge, formatDistance, isConnectionLost } from "./track-age";

describe("the age of the newest fix", () => {
  it("is measured on the server's clock and says connection lost after 60 s", () => {
    const recorded = "2026-05-20T08:00:00.000Z";
    // The phone's clock is two minutes slow: the offset measured with the view puts it right.
    const phoneNow = Date.parse("2026-05-20T07:58:08.000Z");
    expect(fixAgeMs(recorded, phoneNow, 120_000)).toBe(8_000);
    expect(isConnectionLost(60_000)).toBe(false);
    expect(isConnectionLost(60_001)).toBe(true);
    expect(fixAgeMs(recorded, Date.parse(recorded) - 5_000, 0)).toBe(0);
  });

  it("reads in both languages, with Arabic's plural forms", () => {
    expect(formatAge(8_000, "en")).toBe("8 seconds ago");
    expect(formatAge(400, "en")).toBe("now");
    expect(formatAge(400, "ar")).toBe("الآن");
    expect(formatAge(1_000, "en")).toBe("1 second ago");
    expect(formatAge(60_000, "en")).toBe("1 minute ago");
    expect(formatAge(3 * 3_600_000, "en")).toBe("3 hours ago");
    expect(formatAge(2_000, "ar")).toBe("قبل ثانيتين");
    expect(formatAge(8_000, "ar")).toMatch(/^قبل 8 ثوان/); // the "few" form (its final mark differs between ICU versions)
    expect(formatDistance(5_300, "en")).toBe("5.3 km");
    expect(formatDistance(62_400, "en")).toBe("62 km");
    expect(formatDistance(447, "en")).toBe("450 m");
    expect(formatDistance(5_300, "ar")).toBe("5.3 كم");
  });
});
