import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { preparingPgliteStatements } from "./pglite-prepared";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers share this surface; repositories depend on nothing narrower. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a repository gets inside `db.transaction(...)`; services pass it along unopened. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL's LISTEN/NOTIFY, for news every server process must hear (page caches to empty).
   * Absent on PGlite: one process only, so there is nobody else to tell.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * PGlite only: its data folder as a tar (PGlite's own `dumpDataDir`), taken while the server
   * runs. Absent on PostgreSQL, whose backups are pg_dump's and the server's own (README).
   */
  snapshot?(): Promise<Uint8Array>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant works; it only has to be the same in every server process. */
const MIGRATION_LOCK_ID = 7_415_532;

/** Raw SQL rows from either driver (PGlite answers {rows}, postgres.js an array). */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function openPglite(dataDir: string | null): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.join(dataDir, "pglite")) : new PGlite();
  const db = drizzlePglite(preparingPgliteStatements(client), { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => (await client.query("select 1 as ok")).rows.length === 1,
    close: () => client.close(),
    snapshot: () => snapshotPglite(client),
  };
}

/**
 * A CHECKPOINT first writes every committed change to the data files; then, once the transactions
 * under way are over and with new ones held back, PGlite dumps its folder. The dump is the
 * database between two transactions, with the write-ahead log of whatever committed since the
 * checkpoint (replayed when it is opened), so every transaction committed before it is in it.
 * Writes wait meanwhile (well under a second on the demo data).
 */
async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  await client.exec("checkpoint");
  const exclusive = client as unknown as { _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> };
  const dump = await exclusive._runExclusiveTransaction(() => client.dumpDataDir("none"));
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * drizzle runs every query through postgres.js with `prepare: false`, and postgres.js then sends a
 * query that has parameters in two round trips (describe it, wait, then execute): most of ours
 * have parameters. Asking for named prepared statements instead costs one round trip from the
 * second use on each connection (postgres.js keeps them per connection, and connections are
 * recycled). Transactions get the same treatment. Not for a transaction-pooling PgBouncer.
 */
export function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, parameters as never, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const work = args.at(-1) as (sql: postgres.Sql) => unknown;
          const start = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[property]!;
          return start.call(target, ...args.slice(0, -1), (sql: postgres.Sql) => work(preparingStatements(sql)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export function openPostgres(url: string, maxConnections = 10): DatabaseHandle {
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzlePostgres(preparingStatements(client), { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    // Several server processes may start at once: only one migrates, the others wait.
    migrate: async () => {
      const [lockClient] = [await client.reserve()];
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(db as never, { migrationsFolder });
      } finally {
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        lockClient.release();
      }
    },
    ping: async () => (await executeRows(db, sql`select 1 as ok`)).length === 1,
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onMessage) => {
      const subscription = await client.listen(channel, onMessage);
      return () => subscription.unlisten();
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
