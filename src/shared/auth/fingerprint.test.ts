import { describe, expect, it } from "vitest";
import { compareFingerprints, type FingerprintComponents } from "./fingerprint";

const stored: FingerprintComponents = {
  userAgent: "UA",
  language: "en-GB",
  platform: "Linux",
  screenResolution: "1920x1080",
  timezone: "Asia/Riyadh",
  colorDepth: 24,
  touchSupport: false,
};

describe("fingerprint check (spec §5)", () => {
  it("accepts the same browser, and up to two non-critical differences", () => {
    expect(compareFingerprints(stored, stored).valid).toBe(true);
    expect(compareFingerprints(stored, { ...stored, language: "ar", timezone: "UTC", screenResolution: "1x1", colorDepth: 8, touchSupport: true })).toEqual({
      valid: true,
      mismatches: ["language", "timezone"],
    });
  });
  it("refuses a changed userAgent or platform as critical", () => {
    expect(compareFingerprints(stored, { ...stored, userAgent: "other" })).toMatchObject({ valid: false, reason: "Critical component mismatch" });
    expect(compareFingerprints(stored, { ...stored, platform: "Win32" })).toMatchObject({ valid: false, reason: "Critical component mismatch" });
  });
  it("refuses more than two differences", () => {
    expect(compareFingerprints(stored, { ...stored, language: "ar", timezone: "UTC", platform: "Win32" })).toMatchObject({
      valid: false,
      reason: "Too many fingerprint mismatches",
    });
  });
  it("names a missing stored fingerprint and an unreadable current one", () => {
    expect(compareFingerprints(null, stored)).toMatchObject({ valid: false, reason: "No stored fingerprint" });
    expect(compareFingerprints(stored, null)).toMatchObject({ valid: false, reason: "Verification error" });
  });
});
