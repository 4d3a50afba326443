import { lockoutAfter, type Lockout } from "#server/platform/auth/lockout";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";

export type { Lockout };

/**
 * Brute-force limits, counted in the database (rate_limits) so they hold across restarts and
 * processes. Per connection every attempt counts. Per account (or per known device) every
 * attempt is counted BEFORE the password or code is checked, and given back when it succeeds:
 * so at most `limit` checks ever run in a window, however many requests arrive at once.
 */
export const ACCOUNT_FAILURES = { limit: 5, windowMs: 15 * 60_000 };
export const IP_ATTEMPTS = { limit: 30, windowMs: 15 * 60_000 };

/** One counted attempt: locked already, or allowed with a way to settle its outcome. */
export type AttemptSlot =
  | { locked: Lockout }
  | {
      locked: null;
      /** The attempt succeeded: the account's failures are forgotten. */
      succeeded(): Promise<void>;
      /** The attempt failed: it stays counted; the lockout it started, if it was the last allowed. */
      failed(): Lockout | null;
    };

/**
 * Who an attempt is counted against: the account, or a browser that signed in to it before
 * (OWASP "device cookies"), which has its own allowance so strangers cannot lock it out.
 */
export type AttemptSubject = { account: string; device?: string | null };

export function createBruteForceGuard(limiter: RateLimiter, now: () => Date = () => new Date()) {
  const lockoutOf = (retryAfterSeconds: number): Lockout => lockoutAfter(retryAfterSeconds, now());
  return {
    /** Counts this attempt against the connection; a lockout when over the limit. */
    async attemptFrom(scope: string, ip: string): Promise<Lockout | null> {
      const result = await limiter.hit(`${scope}-ip:${ip}`, IP_ATTEMPTS);
      return result.allowed ? null : lockoutOf(result.retryAfterSeconds);
    },

    /** Reserves one attempt before the check runs; the caller settles it with the outcome. */
    async reserve(scope: string, subject: AttemptSubject): Promise<AttemptSlot> {
      const key = subject.device ? `${scope}-device:${subject.device}` : `${scope}-fail:${subject.account}`;
      const slot = await limiter.reserve(key, ACCOUNT_FAILURES);
      if (!slot.allowed) {
        // A refused attempt was never checked: it must not lengthen the count.
        await slot.release();
        return { locked: lockoutOf(slot.retryAfterSeconds) };
      }
      return {
        locked: null,
        succeeded: async () => {
          await limiter.reset(key);
          // A known device proves the account's owner; strangers' failures on the account stay.
        },
        failed: () => (slot.remaining === 0 ? lockoutOf(slot.retryAfterSeconds) : null),
      };
    },
  };
}
export type BruteForceGuard = ReturnType<typeof createBruteForceGuard>;
