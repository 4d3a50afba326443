import { and, desc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database, Transaction } from "#server/db/client";
import { auditLog } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";

// Staff read the log as sentences with names ("Sara turned on two-factor for Ahmed"), not ids:
// the acting account and, when the entry is about an account, that account, are joined by id.
const actor = alias(users, "actor");
const subject = alias(users, "subject");
const ABOUT_AN_ACCOUNT = ["user", "session"];

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
          .select({
            ...getTableColumns(auditLog),
            actorName: actor.name,
            subjectName: subject.name,
            subjectEmail: subject.email,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(subject, and(eq(subject.id, auditLog.entityId), inArray(auditLog.entity, ABOUT_AN_ACCOUNT)))
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
