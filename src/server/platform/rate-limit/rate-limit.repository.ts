import { eq, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema/rate-limits";

/** Every query of the rate_limits table (fixed-window counters). */
export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit: restarts the window at `at` when it started at or before `windowOverIfStartedBy`.
     * insert … on conflict is atomic per key on PostgreSQL and PGlite alike: concurrent hits
     * queue on the row lock and each sees the count left by the one before it.
     */
    async hit(key: string, at: Date, windowOverIfStartedBy: Date, weight = 1) {
      const atIso = at.toISOString();
      const over = windowOverIfStartedBy.toISOString();
      const [row] = await executeRows<{ count: number; window_started_at: string | Date }>(
        db,
        sql`insert into rate_limits (key, count, window_started_at) values (${key}, ${weight}, ${atIso}::timestamptz)
            on conflict (key) do update set
              count = case when rate_limits.window_started_at <= ${over}::timestamptz then ${weight} else rate_limits.count + ${weight} end,
              window_started_at = case when rate_limits.window_started_at <= ${over}::timestamptz then ${atIso}::timestamptz else rate_limits.window_started_at end
            returning count, window_started_at`,
      );
      return row ? { count: Number(row.count), windowStartedAt: new Date(row.window_started_at) } : null;
    },
    /** Gives one counted hit back, only within the window it was counted in (atomic, never below 0). */
    async release(key: string, windowStartedAt: Date): Promise<void> {
      await db.execute(
        sql`update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0)
            where ${rateLimits.key} = ${key} and ${rateLimits.windowStartedAt} = ${windowStartedAt.toISOString()}::timestamptz`,
      );
    },
    async delete(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async deleteStartedBefore(at: Date): Promise<void> {
      await db.execute(sql`delete from ${rateLimits} where ${rateLimits.windowStartedAt} < ${at.toISOString()}::timestamptz`);
    },
  };
}
