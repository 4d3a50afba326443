import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database } from "#server/db/client";
import { securityEvents } from "#server/db/schema/staff-auth";

export type SecurityEventRow = typeof securityEvents.$inferInsert;

/** Every query of the security log. */
export function createSecurityLogRepository(db: Database) {
  return {
    async insert(row: SecurityEventRow): Promise<void> {
      await db.insert(securityEvents).values(row);
    },
    /** Removes events recorded before `at`; returns how many. */
    async deleteBefore(at: Date): Promise<number> {
      const rows = await db.delete(securityEvents).where(lt(securityEvents.at, at)).returning({ id: securityEvents.id });
      return rows.length;
    },
    async page(filter: { kind?: string; outcome?: string; email?: string }, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.kind) conditions.push(eq(securityEvents.kind, filter.kind));
      if (filter.outcome) conditions.push(eq(securityEvents.outcome, filter.outcome));
      if (filter.email) conditions.push(containsText(securityEvents.email, filter.email));
      const where = conditions.length ? and(...conditions) : undefined;
      return withTotal(
        db
          .select()
          .from(securityEvents)
          .where(where)
          .orderBy(desc(securityEvents.at), desc(securityEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(securityEvents).where(where),
      );
    },
  };
}
