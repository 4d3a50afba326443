import { eq, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema/rate-limits";

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
  let hitsSincePurge = 0;

  async function purgeExpired(): Promise<void> {
    await db.execute(
      sql`delete from ${rateLimits} where ${rateLimits.windowStartedAt} < ${new Date(now().getTime() - MAX_WINDOW_MS).toISOString()}::timestamptz`,
    );
  }

  return {
    async hit(key: string, options: { limit: number; windowMs: number }): Promise<RateLimitResult> {
      if (options.windowMs <= 0 || options.windowMs > MAX_WINDOW_MS) throw new RangeError(`windowMs must be between 1 and ${MAX_WINDOW_MS}`);
      const at = now();
      const atIso = at.toISOString();
      const windowOverIfStartedBy = new Date(at.getTime() - options.windowMs).toISOString();
      // insert … on conflict is atomic per key on PostgreSQL and PGlite alike: concurrent hits
      // queue on the row lock and each sees the count left by the one before it.
      const [row] = await executeRows<{ count: number; window_started_at: string | Date }>(
        db,
        sql`insert into rate_limits (key, count, window_started_at) values (${key}, 1, ${atIso}::timestamptz)
            on conflict (key) do update set
              count = case when rate_limits.window_started_at <= ${windowOverIfStartedBy}::timestamptz then 1 else rate_limits.count + 1 end,
              window_started_at = case when rate_limits.window_started_at <= ${windowOverIfStartedBy}::timestamptz then ${atIso}::timestamptz else rate_limits.window_started_at end
            returning count, window_started_at`,
      );
      if (++hitsSincePurge >= PURGE_EVERY_HITS) {
        hitsSincePurge = 0;
        await purgeExpired();
      }
      const count = Number(row?.count ?? 1);
      const started = new Date(row?.window_started_at ?? at).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((started + options.windowMs - at.getTime()) / 1000));
      return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
    /** The count in the current window without adding to it (for lockouts counted on failure). */
    async peek(key: string, options: { limit: number; windowMs: number }): Promise<RateLimitResult> {
      const at = now();
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
      if (!row || row.windowStartedAt.getTime() <= at.getTime() - options.windowMs) return { allowed: true, remaining: options.limit, retryAfterSeconds: 0 };
      const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + options.windowMs - at.getTime()) / 1000));
      return { allowed: row.count < options.limit, remaining: Math.max(0, options.limit - row.count), retryAfterSeconds };
    },
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    purgeExpired,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
