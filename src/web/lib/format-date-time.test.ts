import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, showTimesIn } from "./format-date-time";

afterEach(() => showTimesIn(null));

describe("formatDateTime", () => {
  const at = "2026-11-24T20:15:00Z";

  it("shows Makkah time by default, without a zone name", () => {
    expect(formatDateTime(at, "en")).toBe("24 Nov 2026, 23:15");
    expect(formatDateTime(at, "en")).not.toMatch(/GMT|UTC/);
  });

  it("shows the viewer's chosen zone, and says which it is", () => {
    showTimesIn("Asia/Karachi");
    expect(formatDateTime(at, "en")).toBe("25 Nov 2026, 01:15 GMT+5");
    showTimesIn(null);
    expect(formatDateTime(at, "en")).toBe("24 Nov 2026, 23:15");
  });
});
