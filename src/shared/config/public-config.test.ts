import { describe, expect, it } from "vitest";
import { assertPublicConfig, checkPublicConfig, CONFIG_INVALID_MESSAGE, ConfigurationInvalidError } from "./public-config";
import { maskSecret } from "./mask-secret";

const good = { siteUrl: "http://localhost:3000", captchaProvider: "altcha" };

describe("public configuration (spec §5)", () => {
  it("accepts the offline default and only warns about missing optional values", () => {
    const check = checkPublicConfig(good);
    expect(check.ok).toBe(true);
    expect(check.warnings).toEqual(["errorReportingDsn is not set", "environment is not set"]);
  });

  it("requires a UUID captcha site key of 36+ characters when hCaptcha is chosen", () => {
    expect(checkPublicConfig({ ...good, captchaProvider: "hcaptcha" }).ok).toBe(false);
    expect(checkPublicConfig({ ...good, captchaProvider: "hcaptcha", captchaSiteKey: "not-a-uuid" }).errors).toEqual([
      "captchaSiteKey: captcha site key must be a UUID of at least 36 characters",
    ]);
    expect(checkPublicConfig({ ...good, captchaProvider: "hcaptcha", captchaSiteKey: "10000000-ffff-ffff-ffff-000000000001" }).ok).toBe(true);
  });

  it("rejects a missing or non-URL site address", () => {
    expect(checkPublicConfig({ captchaProvider: "altcha" }).ok).toBe(false);
    expect(checkPublicConfig({ ...good, siteUrl: "not a url" }).ok).toBe(false);
  });

  it("warns, without failing, on a bad error-reporting address or environment", () => {
    const check = checkPublicConfig({ ...good, errorReportingDsn: "http://abc@host/1", environment: "qa" });
    expect(check.ok).toBe(true);
    expect(check.warnings).toHaveLength(2);
    expect(checkPublicConfig({ ...good, errorReportingDsn: "https://abc123@o1.example.io/42", environment: "production" }).warnings).toEqual([]);
  });

  it("keeps the spec's message to the letter", () => {
    expect(CONFIG_INVALID_MESSAGE).toBe("Application configuration invalid. Check console for details.");
  });

  it("throws the spec's message, carrying the problems, when a required value is bad", () => {
    const bad = { ...good, captchaProvider: "hcaptcha", captchaSiteKey: "not-a-uuid" };
    expect(() => assertPublicConfig(bad)).toThrow("Application configuration invalid. Check console for details.");
    try {
      assertPublicConfig(bad);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationInvalidError);
      expect((error as ConfigurationInvalidError).problems).toEqual(["captchaSiteKey: captcha site key must be a UUID of at least 36 characters"]);
    }
    expect(assertPublicConfig(good).ok).toBe(true);
  });
});

describe("maskSecret", () => {
  it("keeps only the first 4 and last 4 characters", () => {
    expect(maskSecret("sk_live_1234567890abcdef")).toBe("sk_l••••••••••••cdef");
    expect(maskSecret("short")).toBe("•••••");
    expect(maskSecret(undefined)).toBe("");
  });
});
