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

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** A hit counted before the work it guards; `release` gives it back when the work should not count. */
export interface Reservation extends RateLimitResult {
  release(): Promise<void>;
}

/**
 * Fixed-window counters in the rate_limits table: one atomic upsert per hit, so the limit holds
 * across concurrent requests, restarts and several server processes.
 *
 * There is deliberately no way to read a count without adding to it: a limit read before slow
 * work and counted after it lets every concurrent request through the gap (issue 9, item 1).
 * Work that only some outcomes should count (failed passwords) reserves first and releases after.
 */
export function createRateLimiter(db: Database, now: () => Date = () => new Date()) {
  const repository = createRateLimitRepository(db);
  let hitsSincePurge = 0;

  async function purgeExpired(): Promise<void> {
    await repository.deleteStartedBefore(new Date(now().getTime() - MAX_WINDOW_MS));
  }

  async function count(key: string, options: RateLimitOptions, weight: number) {
    if (options.windowMs <= 0 || options.windowMs > MAX_WINDOW_MS) throw new RangeError(`windowMs must be between 1 and ${MAX_WINDOW_MS}`);
    if (!Number.isInteger(weight) || weight < 1) throw new RangeError("weight must be a whole number of at least 1");
    const at = now();
    const row = await repository.hit(key, at, new Date(at.getTime() - options.windowMs), weight);
    if (++hitsSincePurge >= PURGE_EVERY_HITS) {
      hitsSincePurge = 0;
      await purgeExpired();
    }
    const total = row?.count ?? weight;
    const windowStartedAt = row?.windowStartedAt ?? at;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + options.windowMs - at.getTime()) / 1000));
    return { result: { allowed: total <= options.limit, remaining: Math.max(0, options.limit - total), retryAfterSeconds }, windowStartedAt };
  }

  return {
    /**
     * Counts one hit (or `weight` units, e.g. bytes) and says whether it is within the limit.
     * The count is taken before the caller does the work, atomically.
     */
    async hit(key: string, options: RateLimitOptions, weight = 1): Promise<RateLimitResult> {
      return (await count(key, options, weight)).result;
    },
    /** Counts one attempt now; the caller releases it when the outcome should not count (a success). */
    async reserve(key: string, options: RateLimitOptions): Promise<Reservation> {
      const { result, windowStartedAt } = await count(key, options, 1);
      let released = false;
      return {
        ...result,
        release: async () => {
          if (released) return;
          released = true;
          await repository.release(key, windowStartedAt);
        },
      };
    },
    reset: (key: string) => repository.delete(key),
    purgeExpired,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
