import { and, desc, eq, type SQL } from "drizzle-orm";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database } from "#server/db/client";
import { auditLog } from "#server/db/schema/staff-auth";

/** Who acted and from where: every staff write carries one. */
export interface Actor {
  id: string;
  email: string;
  ip: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

type Executor = Pick<Database, "insert">;

/**
 * The audit log of staff writes. `record` takes the transaction of the write itself, so an
 * audited change and its entry commit or roll back together.
 */
export function createAuditLog(db: Database) {
  return {
    transaction: <T>(work: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<T>) => db.transaction(work),
    async record(tx: Executor, actor: Actor | null, entry: AuditEntry): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        ip: actor?.ip ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
    async page(filter: { actor?: string; action?: string; entity?: string }, page: number, pageSize: number) {
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
export type AuditLog = ReturnType<typeof createAuditLog>;
