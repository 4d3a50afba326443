import type { Database, Transaction } from "#server/db/client";
import { createAuditRepository, type AuditFilter } from "./audit.repository";

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
  const repository = createAuditRepository(db);
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => repository.transaction(work),
    async record(tx: Executor, actor: Actor | null, entry: AuditEntry): Promise<void> {
      await repository.insert(tx, {
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
    page: (filter: AuditFilter, page: number, pageSize: number) => repository.page(filter, page, pageSize),
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
