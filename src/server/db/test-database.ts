import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways), whose
 * address is then given as `url`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite(null);
    await handle.migrate();
    return handle;
  }
  const name = `rihla_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await handle.migrate();
  return {
    ...handle,
    // Tests that need a second connection pool (another "process") open this address.
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
