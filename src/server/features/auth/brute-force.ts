import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";

/**
 * Brute-force limits, counted in the database (rate_limits) so they hold across restarts and
 * processes. Per account only failures count; per connection every attempt counts.
 */
export const ACCOUNT_FAILURES = { limit: 5, windowMs: 15 * 60_000 };
export const IP_ATTEMPTS = { limit: 30, windowMs: 15 * 60_000 };

export interface Lockout {
  retryAt: Date;
  minutes: number;
}

export function createBruteForceGuard(limiter: RateLimiter, now: () => Date = () => new Date()) {
  const lockoutOf = (retryAfterSeconds: number): Lockout => ({
    retryAt: new Date(now().getTime() + retryAfterSeconds * 1000),
    minutes: Math.ceil(retryAfterSeconds / 60),
  });
  return {
    /** Counts this attempt against the connection; a lockout when over the limit. */
    async attemptFrom(scope: string, ip: string): Promise<Lockout | null> {
      const result = await limiter.hit(`${scope}-ip:${ip}`, IP_ATTEMPTS);
      return result.allowed ? null : lockoutOf(result.retryAfterSeconds);
    },
    async accountLocked(scope: string, account: string): Promise<Lockout | null> {
      const result = await limiter.peek(`${scope}-fail:${account}`, ACCOUNT_FAILURES);
      return result.allowed ? null : lockoutOf(result.retryAfterSeconds);
    },
    /** Records a failure; returns the lockout this failure started, if any. */
    async failed(scope: string, account: string): Promise<Lockout | null> {
      const result = await limiter.hit(`${scope}-fail:${account}`, ACCOUNT_FAILURES);
      return result.remaining === 0 ? lockoutOf(result.retryAfterSeconds) : null;
    },
    async succeeded(scope: string, account: string): Promise<void> {
      await limiter.reset(`${scope}-fail:${account}`);
    },
  };
}
export type BruteForceGuard = ReturnType<typeof createBruteForceGuard>;

export function lockoutMessage(lockout: Lockout): string {
  return `Too many failed attempts. Try again in ${lockout.minutes} minute${lockout.minutes === 1 ? "" : "s"}.`;
}
