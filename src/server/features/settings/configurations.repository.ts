import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { settings } from "#server/db/schema/settings";

type Executor = Pick<Database, "select" | "insert">;

/** The settings rows this page edits, read and written inside one transaction with the audit entry. */
export function createConfigurationsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
    /** Locks the row (when it exists) until the transaction ends, so two saves never lose one another's change. */
    async getForUpdate(tx: Executor, key: string): Promise<unknown> {
      const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for("update").limit(1);
      return row?.value;
    },
    async set(tx: Executor, key: string, value: unknown): Promise<void> {
      // A value an administrator saved is theirs, no longer demo content.
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date(), demo: false } });
    },
  };
}
export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;
