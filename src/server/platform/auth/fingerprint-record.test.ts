import { describe, expect, it } from "vitest";
import type { FingerprintComponents } from "#shared/auth/fingerprint";
import { fingerprintHash, fingerprintRecord, storedFingerprint, verifyFingerprint } from "./fingerprint-record";

const browser: FingerprintComponents = {
  userAgent: "Mozilla/5.0 Test",
  language: "en-GB",
  platform: "Linux x86_64",
  screenResolution: "1920x1080",
  timezone: "Asia/Riyadh",
  colorDepth: 24,
  touchSupport: false,
};

describe("fingerprint record", () => {
  it("hashes every component, whatever the order of the keys", () => {
    const reordered = Object.fromEntries(Object.entries(browser).reverse()) as unknown as FingerprintComponents;
    expect(fingerprintHash(reordered)).toBe(fingerprintHash(browser));
    expect(fingerprintHash(browser)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintHash({ ...browser, colorDepth: 30 })).not.toBe(fingerprintHash(browser));
  });

  it("holds hash, components and createdAt", () => {
    const at = new Date("2026-11-27T00:00:00Z");
    expect(fingerprintRecord(browser, at)).toEqual({ hash: fingerprintHash(browser), components: browser, createdAt: "2026-11-27T00:00:00.000Z" });
  });

  it("accepts the same hash at once, and otherwise applies the component rules", () => {
    const record = fingerprintRecord(browser, new Date());
    expect(verifyFingerprint(record, { ...browser })).toEqual({ valid: true, mismatches: [] });
    expect(verifyFingerprint(record, { ...browser, screenResolution: "800x600", language: "ar" })).toEqual({ valid: true, mismatches: ["language"] });
    expect(verifyFingerprint(record, { ...browser, platform: "Win32" })).toMatchObject({ valid: false, reason: "Critical component mismatch" });
    expect(verifyFingerprint(null, browser)).toMatchObject({ valid: false, reason: "No stored fingerprint" });
    expect(verifyFingerprint(record, null)).toMatchObject({ valid: false, reason: "Verification error" });
  });

  it("reads a row stored before records had a hash", () => {
    expect(storedFingerprint(browser)).toEqual({ hash: fingerprintHash(browser), components: browser, createdAt: "" });
    expect(storedFingerprint(null)).toBeNull();
  });
});
