import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { settings } from "#server/db/schema/settings";

/** The few figures the system dashboard reads from the database itself. */
export function createSystemRepository(db: Database) {
  return {
    /** Inside the audited transaction of the change. */
    async setSetting(tx: Pick<Database, "insert">, key: string, value: unknown): Promise<void> {
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
    async outboxBacklog(): Promise<{ queued: number; failed: number; oldestQueuedAt: string | null }> {
      const [row] = await executeRows<{ queued: number; failed: number; oldest: string | Date | null }>(
        db,
        sql`select count(*) filter (where status in ('queued', 'sending'))::int as queued,
                   count(*) filter (where status = 'failed')::int as failed,
                   min(created_at) filter (where status in ('queued', 'sending')) as oldest
            from outbox_messages`,
      );
      const oldest = row?.oldest ? new Date(row.oldest).toISOString() : null;
      return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0), oldestQueuedAt: oldest };
    },
    async openErrorGroups(): Promise<number> {
      const [row] = await executeRows<{ open: number }>(db, sql`select count(*)::int as open from error_logs where not resolved`);
      return Number(row?.open ?? 0);
    },
    /** Null where the database will not say (a role without the right). */
    async databaseSize(): Promise<number | null> {
      try {
        const [row] = await executeRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`);
        return row ? Number(row.size) : null;
      } catch {
        return null;
      }
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
