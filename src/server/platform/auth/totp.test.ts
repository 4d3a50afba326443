import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, otpauthUri, stepAt, totpForStep, verifyTotp } from "./totp";

// RFC 6238 appendix B (SHA-1), secret "12345678901234567890"; 6-digit codes are the last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));
const VECTORS: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP", () => {
  it.each(VECTORS)("matches RFC 6238 at T=%i", (seconds, code) => {
    expect(totpForStep(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it("round-trips base32 and makes 160-bit secrets", () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe("12345678901234567890");
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it("accepts the previous, current and next step only", () => {
    const now = new Date(1_700_000_000_000);
    const step = stepAt(now);
    for (const offset of [-1, 0, 1]) expect(verifyTotp(RFC_SECRET, totpForStep(RFC_SECRET, step + offset), now, 0)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(verifyTotp(RFC_SECRET, totpForStep(RFC_SECRET, step + offset), now, 0)).toBeNull();
  });

  it("refuses a code for a step already used, or earlier", () => {
    const now = new Date(1_700_000_000_000);
    const step = stepAt(now);
    const code = totpForStep(RFC_SECRET, step);
    expect(verifyTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpForStep(RFC_SECRET, step - 1), now, step - 1)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpForStep(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it("refuses malformed codes", () => {
    expect(verifyTotp(RFC_SECRET, "12345", new Date(), 0)).toBeNull();
    expect(verifyTotp(RFC_SECRET, "abcdef", new Date(), 0)).toBeNull();
  });

  it("writes an otpauth address authenticator apps read", () => {
    expect(otpauthUri("ABC", "a@b.c", "Rihla")).toBe("otpauth://totp/Rihla%3Aa%40b.c?secret=ABC&issuer=Rihla&algorithm=SHA1&digits=6&period=30");
  });
});
