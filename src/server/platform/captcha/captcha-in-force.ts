import type { CaptchaVerifier } from "./captcha";

export interface StoredHcaptcha {
  siteKey: string;
  secret: string;
}

export interface CaptchaInForce extends CaptchaVerifier {
  /** What the browser must show now (the last settings read): the provider and hCaptcha's site key. */
  peek(): { captchaProvider: "altcha" | "hcaptcha"; captchaSiteKey: string | undefined };
  /** Forget the settings read (after a save), and read them again now. */
  refresh(): Promise<void>;
}

/**
 * The captcha in force. CAPTCHA_PROVIDER=hcaptcha in the environment always wins. Otherwise the
 * hCaptcha stored on /admin/configurations is used once it is complete and its last test there
 * passed (a saved change clears the test), so a mistyped secret cannot lock staff out of the
 * sign-in page; else the built-in ALTCHA. Read again at most every `ttlMs`.
 */
export function createCaptchaInForce(deps: {
  altcha: CaptchaVerifier;
  /** The environment's hCaptcha, when CAPTCHA_PROVIDER=hcaptcha. */
  environment: { verifier: CaptchaVerifier; siteKey: string | undefined } | null;
  stored: () => Promise<StoredHcaptcha | null>;
  hcaptcha: (options: StoredHcaptcha) => CaptchaVerifier;
  ttlMs?: number;
  now?: () => number;
}): CaptchaInForce {
  const ttlMs = deps.ttlMs ?? 5_000;
  const now = deps.now ?? Date.now;
  let current: { verifier: CaptchaVerifier; siteKey: string | undefined; key: string } = deps.environment
    ? { ...deps.environment, key: "environment" }
    : { verifier: deps.altcha, siteKey: undefined, key: "altcha" };
  /** When the last finished read began: a read sees the settings as they were when it started. */
  let readAt = -Infinity;
  let pending: { startedAt: number; done: Promise<void> } | null = null;

  function startRead(): { startedAt: number; done: Promise<void> } {
    const startedAt = now();
    const done = (async () => {
      const stored = await deps.stored();
      // Two reads can overlap (a refresh after a save): the one begun last wins.
      if (startedAt < readAt) return;
      readAt = startedAt;
      const key = stored ? `hcaptcha:${stored.siteKey}:${stored.secret}` : "altcha";
      if (key === current.key) return;
      current = stored ? { verifier: deps.hcaptcha(stored), siteKey: stored.siteKey, key } : { verifier: deps.altcha, siteKey: undefined, key };
    })().finally(() => {
      if (pending?.done === done) pending = null;
    });
    pending = { startedAt, done };
    return pending;
  }
  async function inForce(): Promise<CaptchaVerifier> {
    if (deps.environment) return current.verifier;
    const calledAt = now();
    if (calledAt - readAt < ttlMs) return current.verifier;
    // A read under way answers this call only if it began recently enough; one begun before a
    // change this caller already made (a save, then a sign-in) would bring back the old settings.
    const read = pending && calledAt - pending.startedAt < ttlMs ? pending : startRead();
    await read.done;
    return current.verifier;
  }

  return {
    get provider() {
      return current.verifier.provider;
    },
    createChallenge: async () => (await inForce()).createChallenge(),
    verify: async (payload, remoteIp) => (await inForce()).verify(payload, remoteIp),
    check: async (payload, remoteIp) => (await inForce()).check(payload, remoteIp),
    peek: () => {
      // Keeps the answer fresh for the next page without making this one wait.
      if (!deps.environment && now() - readAt >= ttlMs) void inForce().catch(() => {});
      return { captchaProvider: current.verifier.provider, captchaSiteKey: current.siteKey };
    },
    async refresh() {
      if (deps.environment) return;
      await startRead().done;
    },
  };
}
