import type { Database } from "#server/db/client";
import { createRateLimitRepository } from "./rate-limit.repository";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (what a 429's Retry-After says). */
  retryAfterSeconds: number;
}

/**
 * A row whose window is over counts exactly like a missing row (the next hit restarts it at 1),
 * so rows older than the longest window allowed can be deleted at any time without changing an
 * answer. Windows are therefore capped at a day.
 */
export const MAX_WINDOW_MS = 24 * 60 * 60_000;
const PURGE_EVERY_HITS = 1_000;

/**
 * Fixed-window counters in the rate_limits table: one atomic upsert per hit, so the limit holds
 * across concurrent requests, restarts and several server processes.
 */
export function createRateLimiter(db: Database, now: () => Date = () => new Date()) {
  const repository = createRateLimitRepository(db);
  let hitsSincePurge = 0;

  async function purgeExpired(): Promise<void> {
    await repository.deleteStartedBefore(new Date(now().getTime() - MAX_WINDOW_MS));
  }

  return {
    async hit(key: string, options: { limit: number; windowMs: number }): Promise<RateLimitResult> {
      if (options.windowMs <= 0 || options.windowMs > MAX_WINDOW_MS) throw new RangeError(`windowMs must be between 1 and ${MAX_WINDOW_MS}`);
      const at = now();
      const row = await repository.hit(key, at, new Date(at.getTime() - options.windowMs));
      if (++hitsSincePurge >= PURGE_EVERY_HITS) {
        hitsSincePurge = 0;
        await purgeExpired();
      }
      const count = row?.count ?? 1;
      const started = (row?.windowStartedAt ?? at).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((started + options.windowMs - at.getTime()) / 1000));
      return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
    /** The count in the current window without adding to it (for lockouts counted on failure). */
    async peek(key: string, options: { limit: number; windowMs: number }): Promise<RateLimitResult> {
      const at = now();
      const row = await repository.find(key);
      if (!row || row.windowStartedAt.getTime() <= at.getTime() - options.windowMs) return { allowed: true, remaining: options.limit, retryAfterSeconds: 0 };
      const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + options.windowMs - at.getTime()) / 1000));
      return { allowed: row.count < options.limit, remaining: Math.max(0, options.limit - row.count), retryAfterSeconds };
    },
    reset: (key: string) => repository.delete(key),
    purgeExpired,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
