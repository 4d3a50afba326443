import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { executeRows, openPostgres, type DatabaseHandle } from "./client";
import { createTestDatabase } from "./test-database";
import { settings } from "./schema/settings";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe(`database (${process.env.DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("answers a ping after migrating", async () => {
    expect(await handle.ping()).toBe(true);
  });

  it("has every table of the schema", async () => {
    const rows = await executeRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      "products",
      "vehicle_classes",
      "blog_posts",
      "guides",
      "testimonials",
      "site_pages",
      "contact_messages",
      "users",
      "accounts",
      "settings",
      "rate_limits",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("migrating twice is harmless", async () => {
    await handle.migrate();
    await handle.db.insert(settings).values({ key: "probe", value: { a: 1 } });
    const [row] = await handle.db.select().from(settings);
    expect(row?.value).toEqual({ a: 1 });
  });

  it("rolls back a failed transaction", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "rolled-back", value: 1 });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await handle.db.select().from(settings);
    expect(rows.map((r) => r.key)).not.toContain("rolled-back");
  });
});

// Skipped on PGlite: prepared statements are the postgres.js client's; `npm run test:db` (and CI) runs it.
describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL statements", () => {
  it("prepares parameterised statements (one round trip each from their second use), in and out of transactions", async () => {
    const url = (handle as DatabaseHandle & { url?: string }).url!;
    const single = openPostgres(url, 1);
    try {
      const prepared = async () =>
        (await executeRows<{ statement: string }>(single.db, sql`select statement from pg_prepared_statements`)).map((row) => row.statement);
      const key = `prepared-check-${Date.now()}`;
      for (let i = 0; i < 2; i++) await single.db.select().from(settings).where(eq(settings.key, key));
      await single.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key, value: 1 });
        await tx.delete(settings).where(eq(settings.key, key));
      });
      const statements = await prepared();
      expect(statements.some((s) => s.includes('from "settings" where "settings"."key" = $1'))).toBe(true);
      expect(statements.some((s) => s.startsWith('insert into "settings"'))).toBe(true);
      expect(await single.db.select().from(settings).where(eq(settings.key, key))).toEqual([]);
    } finally {
      await single.close();
    }
  });
});
