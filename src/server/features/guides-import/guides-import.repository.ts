import { inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { arabicSlugOf, guides } from "#server/db/schema/articles";

/**
 * The import's only queries of `guides`: which slugs exist, and an upsert by slug. An update
 * bumps the editor's version (so an editor who had the guide open gets the usual 409 instead of
 * overwriting the import), takes a guide out of the trash, and drops a pending schedule: the
 * imported status (draft or published) is what the company asked for.
 */
export type GuideUpsert = Omit<typeof guides.$inferInsert, "id" | "createdAt" | "demo">;

export function createGuidesImportRepository(db: Database) {
  return {
    async existingSlugs(slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db.select({ slug: guides.slug }).from(guides).where(inArray(guides.slug, slugs));
      return new Set(rows.map((row) => row.slug));
    },
    /**
     * Of these slugs, the ones another guide uses as its Arabic address: a new guide takes its
     * English slug as its Arabic one too, so it could not be created under them.
     */
    async arabicAddressesOfOthers(slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .select({ slug: guides.slug, arabic: arabicSlugOf(guides) })
        .from(guides)
        .where(inArray(arabicSlugOf(guides), slugs));
      return new Set(rows.filter((row) => row.slug !== row.arabic).map((row) => row.arabic));
    },
    /** Creates or updates each guide by slug (an update keeps the guide's Arabic address); returns the slugs that were created. */
    async upsert(tx: Transaction, rows: GuideUpsert[]): Promise<string[]> {
      const created: string[] = [];
      for (const row of rows) {
        const [result] = await tx
          .insert(guides)
          .values({ ...row, demo: false })
          .onConflictDoUpdate({
            target: guides.slug,
            set: {
              title: row.title,
              excerpt: row.excerpt,
              body: row.body,
              coverImage: row.coverImage,
              status: row.status,
              publishedAt: row.publishedAt,
              seoTitle: row.seoTitle,
              seoDescription: row.seoDescription,
              readingMinutes: row.readingMinutes,
              category: row.category,
              updatedAt: row.updatedAt,
              version: sql`${guides.version} + 1`,
              deletedAt: null,
              scheduledAt: null,
              // An imported guide is the company's own, even where it replaced a demo one.
              demo: false,
            },
          })
          // xmax = 0 only on a freshly inserted row: how PostgreSQL tells an insert from an update.
          .returning({ slug: guides.slug, inserted: sql<boolean>`(xmax = 0)` });
        if (result?.inserted) created.push(result.slug);
      }
      return created;
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
  };
}
export type GuidesImportRepository = ReturnType<typeof createGuidesImportRepository>;
