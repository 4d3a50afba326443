import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` only while holding a lock no other process holds; `{ ran: false }` when taken. */
export interface TaskLock {
  runExclusive<T>(lockKey: bigint, work: () => Promise<T>): Promise<LockedRun<T>>;
}

/**
 * PostgreSQL: a transaction-scoped advisory lock (`pg_try_advisory_xact_lock`) taken on one
 * pooled connection and held until `work` ends, whichever process or connection `work` uses.
 * It never waits: a process that finds the lock taken skips this run. The lock ends with the
 * transaction, so a crashed process cannot leave it held.
 */
export function createPostgresTaskLock(db: Database): TaskLock {
  return {
    runExclusive: <T>(lockKey: bigint, work: () => Promise<T>) =>
      db.transaction(async (tx): Promise<LockedRun<T>> => {
        const [row] = await executeRows<{ locked: boolean }>(
          tx as unknown as Database,
          sql`select pg_try_advisory_xact_lock(${lockKey.toString()}::bigint) as locked`,
        );
        if (!row?.locked) return { ran: false };
        return { ran: true, value: await work() };
      }),
  };
}

/**
 * PGlite lives inside one process and has a single connection: a transaction held open around
 * `work` would block `work`'s own queries. There is no other process to exclude, so it just runs.
 */
export const inProcessTaskLock: TaskLock = {
  runExclusive: async <T>(_lockKey: bigint, work: () => Promise<T>) => ({ ran: true as const, value: await work() }),
};
