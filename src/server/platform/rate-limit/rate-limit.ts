import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the rate_limits table: one atomic upsert per hit, so the limit holds
 * across concurrent requests, restarts and several server processes.
 */
export function createRateLimiter(db: Database, now: () => Date = () => new Date()) {
  return {
    async hit(key: string, options: { limit: number; windowMs: number }): Promise<RateLimitResult> {
      const at = now();
      const windowStart = new Date(at.getTime() - options.windowMs);
      const [row] = await executeRows<{ count: number; window_started_at: string | Date }>(
        db,
        sql`insert into rate_limits (key, count, window_started_at) values (${key}, 1, ${at.toISOString()})
            on conflict (key) do update set
              count = case when rate_limits.window_started_at <= ${windowStart.toISOString()} then 1 else rate_limits.count + 1 end,
              window_started_at = case when rate_limits.window_started_at <= ${windowStart.toISOString()} then ${at.toISOString()}::timestamptz else rate_limits.window_started_at end
            returning count, window_started_at`,
      );
      const count = Number(row?.count ?? 1);
      const started = new Date(row?.window_started_at ?? at).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((started + options.windowMs - at.getTime()) / 1000));
      return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
    /** Old windows are useless; called opportunistically. */
    async purgeOlderThan(ms: number): Promise<void> {
      await db.execute(sql`delete from rate_limits where window_started_at < ${new Date(now().getTime() - ms).toISOString()}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
