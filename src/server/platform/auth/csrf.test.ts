import { describe, expect, it } from "vitest";
import { CSRF_EXPIRY_MS, CSRF_MAX_AGE_MS, csrfIsValid, issueCsrf } from "./csrf";
import { sha256Hex } from "./tokens";

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe("CSRF token (spec §5, §9)", () => {
  it("is 32 random bytes in hex, stored as its SHA-256, valid for an hour", () => {
    const issued = issueCsrf(at(0))!;
    expect(issued.token).toMatch(/^[a-f0-9]{64}$/);
    expect(issued.hash).toBe(sha256Hex(issued.token));
    expect(issued.expiresAt.getTime() - issued.issuedAt.getTime()).toBe(CSRF_EXPIRY_MS);
    expect(issueCsrf(at(0))!.token).not.toBe(issued.token);
  });

  it("is valid only with a token, stored data, before expiry, within a day, and a matching hash", () => {
    const issued = issueCsrf(at(0))!;
    const stored = { hash: issued.hash, issuedAt: issued.issuedAt, expiresAt: issued.expiresAt };
    expect(csrfIsValid(issued.token, stored, at(1000))).toBe(true);
    expect(csrfIsValid(undefined, stored, at(1000))).toBe(false);
    expect(csrfIsValid(issued.token, { hash: null, issuedAt: null, expiresAt: null }, at(1000))).toBe(false);
    expect(csrfIsValid(issued.token, stored, at(CSRF_EXPIRY_MS))).toBe(false);
    expect(csrfIsValid("f".repeat(64), stored, at(1000))).toBe(false);
    const longLived = { ...stored, expiresAt: at(CSRF_MAX_AGE_MS * 2) };
    expect(csrfIsValid(issued.token, longLived, at(CSRF_MAX_AGE_MS + 1))).toBe(false);
  });

  it("refreshes keep the first issue time: never valid past a day, and none after it", () => {
    const first = issueCsrf(at(0))!;
    const late = issueCsrf(at(CSRF_MAX_AGE_MS - 10 * 60_000), first.issuedAt)!;
    expect(late.expiresAt.getTime()).toBe(at(CSRF_MAX_AGE_MS).getTime());
    expect(issueCsrf(at(CSRF_MAX_AGE_MS), first.issuedAt)).toBeNull();
  });
});
