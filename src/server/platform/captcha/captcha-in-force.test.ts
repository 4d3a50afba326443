import { describe, expect, it } from "vitest";
import type { CaptchaVerifier } from "./captcha";
import { createCaptchaInForce, type StoredHcaptcha } from "./captcha-in-force";

const verifier = (provider: CaptchaVerifier["provider"], answer: boolean): CaptchaVerifier => ({
  provider,
  createChallenge: async () => null,
  verify: async () => answer,
  check: async () => (answer ? "passed" : "failed"),
});

/** The stored settings, answered by hand: each read waits until the test releases it. */
function storedByHand() {
  let value: StoredHcaptcha | null = null;
  const waiting: (() => void)[] = [];
  return {
    set: (next: StoredHcaptcha | null) => (value = next),
    reads: () => waiting.length,
    releaseAll: () => waiting.splice(0).forEach((release) => release()),
    // The value is taken when the read reaches the database (at once), the answer given later.
    stored: () => {
      const seen = value;
      return new Promise<StoredHcaptcha | null>((resolve) => waiting.push(() => resolve(seen)));
    },
  };
}

/** The captcha in force over hand-answered reads, on a clock the test moves. */
function captchaWith(ttlMs: number) {
  const store = storedByHand();
  let now = 1_000;
  const captcha = createCaptchaInForce({
    altcha: verifier("altcha", false),
    environment: null,
    stored: store.stored,
    hcaptcha: () => verifier("hcaptcha", true),
    ttlMs,
    now: () => now,
  });
  return { store, captcha, clock: { advance: (ms: number) => (now += ms) } };
}

describe("the captcha in force", () => {
  it("a read begun before a saved change does not answer a call made after it (ttl 0)", async () => {
    const { store, captcha, clock } = captchaWith(0);
    captcha.peek(); // starts a read of the old settings (ALTCHA)
    clock.advance(5);
    store.set({ siteKey: "site", secret: "secret" });
    const verdict = captcha.verify("token", "127.0.0.1");
    expect(store.reads()).toBe(2);
    store.releaseAll();
    expect(await verdict).toBe(true);
    expect(captcha.peek().captchaProvider).toBe("hcaptcha");
  });

  it("refresh() after a save reads again even while an older read is under way; the newer read wins", async () => {
    const { store, captcha, clock } = captchaWith(5_000);
    captcha.peek();
    clock.advance(1);
    store.set({ siteKey: "site", secret: "secret" });
    const refreshed = captcha.refresh();
    expect(store.reads()).toBe(2);
    store.releaseAll();
    await refreshed;
    expect(captcha.peek()).toEqual({ captchaProvider: "hcaptcha", captchaSiteKey: "site" });
    // Within the ttl nothing is read again.
    clock.advance(4_000);
    expect(await captcha.verify("token", "127.0.0.1")).toBe(true);
    expect(store.reads()).toBe(0);
  });
});
