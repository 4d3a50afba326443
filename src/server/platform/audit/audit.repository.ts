import { and, desc, eq, type SQL } from "drizzle-orm";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database, Transaction } from "#server/db/client";
import { auditLog } from "#server/db/schema/staff-auth";

export type AuditRow = typeof auditLog.$inferInsert;
export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
}

/** Every query of the audit log. */
export function createAuditRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    async insert(tx: Pick<Database, "insert">, row: AuditRow): Promise<void> {
      await tx.insert(auditLog).values(row);
    },
    async page(filter: AuditFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.actor) conditions.push(containsText(auditLog.actorEmail, filter.actor));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
      const where = conditions.length ? and(...conditions) : undefined;
      return withTotal(
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(auditLog).where(where),
      );
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
