import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { connectPageCacheBus } from "./page-cache-bus";

/**
 * Two server processes share one PostgreSQL database: a clear in one empties the other's page
 * cache too. On PGlite (one process) the clear is local only.
 */
let database: DatabaseHandle & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const logger = createLogger("silent");
// Up to 10 s: on a loaded machine (browser tests beside it) a NOTIFY once took over the 2 s this waited.
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe("page cache bus", () => {
  it("clears this process's cache at once", async () => {
    let cleared = 0;
    const bus = await connectPageCacheBus({ database, clearLocal: () => cleared++, logger });
    bus.clearEverywhere();
    expect(cleared).toBeGreaterThanOrEqual(1);
    await bus.close();
  });

  // Skipped on PGlite: it is one process with no NOTIFY to others; `npm run test:db` (and CI) runs it on PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)("reaches the other processes through LISTEN/NOTIFY (PostgreSQL)", async () => {
    const other = openPostgres(database.url!, 2);
    let here = 0;
    let there = 0;
    const mine = await connectPageCacheBus({ database, clearLocal: () => here++, logger });
    const theirs = await connectPageCacheBus({ database: other, clearLocal: () => there++, logger });
    mine.clearEverywhere();
    expect(await until(() => there === 1)).toBe(true);
    expect(here).toBeGreaterThanOrEqual(1);
    await Promise.all([mine.close(), theirs.close()]);
    await other.close();
  });
});
