import { describe, expect, it } from "vitest";
import { commonPasswordCount, passwordProblem, WEAK_PASSWORD_MESSAGE } from "./password-policy";

describe("password policy (ASVS 6.2)", () => {
  it("ships at least 10,000 common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
  it("needs 12 to 128 characters and nothing else", () => {
    expect(passwordProblem("short pass")).toBe("Use at least 12 characters.");
    expect(passwordProblem("x".repeat(129))).toBe("Use at most 128 characters.");
    expect(passwordProblem("all lowercase words here")).toBeNull();
    expect(passwordProblem("كلمة مرور عربية طويلة")).toBeNull();
  });
  it("refuses common passwords whatever their case, repeated characters, and the account's email", () => {
    expect(passwordProblem("QWERTY123456")).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordProblem("1q2w3e4r5t6y")).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordProblem("aaaaaaaaaaaaaaa")).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordProblem("huda@rihla.test", { email: "huda@rihla.test" })).toBe(WEAK_PASSWORD_MESSAGE);
  });
});
