import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { containsText, countAll, withTotal } from "#server/db/paged-rows";
import type { Database, Transaction } from "#server/db/client";
import { errorLogs } from "#server/db/schema/error-logs";

/** Distinct pages kept per group, and browser families counted per group (the rest count as "other"). */
export const MAX_URLS = 10;
export const MAX_BROWSERS = 20;

export interface ErrorGroupFilter {
  status?: "open" | "resolved";
  source?: "client" | "server";
  q?: string;
}

export function createErrorsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /**
     * One row per fingerprint: a repeat bumps the count, remembers the page and browser, and
     * reopens a resolved group. Read-modify-write under a row lock, so concurrent repeats all count.
     */
    async record(entry: { fingerprint: string; source: string; message: string; stack?: string; url?: string; browser: string }) {
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(errorLogs)
          .values({ ...entry, urls: entry.url ? [entry.url] : [], browsers: { [entry.browser]: 1 } })
          .onConflictDoNothing({ target: errorLogs.fingerprint })
          .returning({ id: errorLogs.id });
        if (created.length > 0) return;
        const [row] = await tx.select().from(errorLogs).where(eq(errorLogs.fingerprint, entry.fingerprint)).for("update");
        if (!row) return;
        const urls = entry.url ? [entry.url, ...row.urls.filter((u) => u !== entry.url)].slice(0, MAX_URLS) : row.urls;
        const known = entry.browser in row.browsers || Object.keys(row.browsers).length < MAX_BROWSERS;
        const key = known ? entry.browser : "other";
        await tx
          .update(errorLogs)
          .set({
            count: row.count + 1,
            lastSeenAt: new Date(),
            stack: entry.stack ?? row.stack,
            url: entry.url ?? row.url,
            urls,
            browsers: { ...row.browsers, [key]: (row.browsers[key] ?? 0) + 1 },
            resolved: false,
            resolvedAt: null,
            resolvedBy: null,
            reopenedCount: row.resolved ? row.reopenedCount + 1 : row.reopenedCount,
          })
          .where(eq(errorLogs.id, row.id));
      });
    },
    /** Removes groups not seen since `at`; returns how many. */
    async deleteLastSeenBefore(at: Date): Promise<number> {
      const rows = await db.delete(errorLogs).where(lt(errorLogs.lastSeenAt, at)).returning({ id: errorLogs.id });
      return rows.length;
    },
    async find(fingerprint: string) {
      const [row] = await db.select().from(errorLogs).where(eq(errorLogs.fingerprint, fingerprint));
      return row ?? null;
    },
    async byId(id: number) {
      const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, id));
      return row ?? null;
    },
    recent: (limit: number) => db.select().from(errorLogs).orderBy(desc(errorLogs.lastSeenAt)).limit(limit),
    async page(filter: ErrorGroupFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(errorLogs.resolved, filter.status === "resolved"));
      if (filter.source) conditions.push(eq(errorLogs.source, filter.source));
      if (filter.q) conditions.push(or(containsText(errorLogs.message, filter.q), containsText(errorLogs.url, filter.q))!);
      const where = conditions.length ? and(...conditions) : undefined;
      return withTotal(
        db
          .select()
          .from(errorLogs)
          .where(where)
          .orderBy(desc(errorLogs.lastSeenAt), desc(errorLogs.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(errorLogs).where(where),
      );
    },
    /** Open and total counts, for the dashboard and the page's heading. */
    async openCount(): Promise<number> {
      const [row] = await db.select({ total: countAll }).from(errorLogs).where(eq(errorLogs.resolved, false));
      return Number(row?.total ?? 0);
    },
    async setResolved(tx: Pick<Database, "update">, id: number, resolved: boolean, by: string) {
      const [row] = await tx
        .update(errorLogs)
        .set(resolved ? { resolved, resolvedAt: new Date(), resolvedBy: by } : { resolved, resolvedAt: null, resolvedBy: null })
        .where(eq(errorLogs.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type ErrorsRepository = ReturnType<typeof createErrorsRepository>;
