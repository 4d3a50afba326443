import { desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { errorLogs } from "#server/db/schema/error-logs";

export function createErrorsRepository(db: Database) {
  return {
    /** One row per fingerprint: a repeat bumps the count and reopens a resolved group. */
    async record(entry: { fingerprint: string; source: string; message: string; stack?: string; url?: string }) {
      await db
        .insert(errorLogs)
        .values(entry)
        .onConflictDoUpdate({
          target: errorLogs.fingerprint,
          set: { count: sql`${errorLogs.count} + 1`, lastSeenAt: new Date(), resolved: false, stack: entry.stack ?? null, url: entry.url ?? null },
        });
    },
    /** Removes groups not seen since `at`; returns how many. */
    async deleteLastSeenBefore(at: Date): Promise<number> {
      const rows = await db.delete(errorLogs).where(lt(errorLogs.lastSeenAt, at)).returning({ id: errorLogs.id });
      return rows.length;
    },
    async find(fingerprint: string) {
      const [row] = await db.select().from(errorLogs).where(eq(errorLogs.fingerprint, fingerprint));
      return row ?? null;
    },
    recent: (limit: number) => db.select().from(errorLogs).orderBy(desc(errorLogs.lastSeenAt)).limit(limit),
  };
}
export type ErrorsRepository = ReturnType<typeof createErrorsRepository>;
