import { and, count, desc, eq, ilike, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { arabicSlugOf, articleRedirects, blogPosts, guides } from "#server/db/schema/articles";
import type { ArticleKind } from "#shared/content/article-admin.schema";
import type { Language } from "#shared/i18n/languages";

type Executor = Database | Transaction;
/** Both tables share every column but tags/author (posts) and category (guides); queries use the common ones. */
type Common = typeof blogPosts;
export type ArticleRow = typeof blogPosts.$inferSelect & { category?: string };
export type ArticleValues = Omit<typeof blogPosts.$inferInsert, "id" | "createdAt" | "demo" | "author" | "tags"> & {
  tags?: string[];
  category?: string;
  author?: string;
};

const tableOf = (kind: ArticleKind): Common => (kind === "post" ? blogPosts : (guides as unknown as Common));

export interface AdminListFilter {
  q?: string;
  status?: "draft" | "scheduled" | "published" | "deleted";
  missing?: "en" | "ar";
  offset: number;
  limit: number;
}

function listWhere(table: Common, filter: AdminListFilter): SQL | undefined {
  const conditions: SQL[] = [filter.status === "deleted" ? isNotNull(table.deletedAt) : isNull(table.deletedAt)];
  if (filter.status && filter.status !== "deleted") conditions.push(eq(table.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${table.title} ->> 'en' ilike ${pattern}`,
        sql`${table.title} ->> 'ar' ilike ${pattern}`,
        ilike(table.slug, pattern),
        ilike(arabicSlugOf(table), pattern),
      ) as SQL,
    );
  }
  if (filter.missing) conditions.push(sql`(coalesce(${table.title} ->> ${filter.missing}, '') = '' or coalesce(${table.body} ->> ${filter.missing}, '') = '')`);
  return and(...conditions);
}

/** Every query of the admin blog and guide editors. Writes take the caller's transaction (audit commits with them). */
export function createArticleAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(kind: ArticleKind, filter: AdminListFilter) {
      const table = tableOf(kind);
      const where = listWhere(table, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: table.id,
            slug: table.slug,
            status: table.status,
            title: table.title,
            completeEn: sql<boolean>`(coalesce(${table.title} ->> 'en', '') <> '' and coalesce(${table.body} ->> 'en', '') <> '')`,
            completeAr: sql<boolean>`(coalesce(${table.title} ->> 'ar', '') <> '' and coalesce(${table.body} ->> 'ar', '') <> '')`,
            publishedAt: table.publishedAt,
            scheduledAt: table.scheduledAt,
            deletedAt: table.deletedAt,
            updatedAt: table.updatedAt,
          })
          .from(table)
          .where(where)
          .orderBy(desc(table.updatedAt), desc(table.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(table).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async find(tx: Executor, kind: ArticleKind, id: number, lock = false): Promise<ArticleRow | null> {
      const query = tx
        .select()
        .from(tableOf(kind))
        .where(eq(tableOf(kind).id, id));
      const [row] = lock ? await query.for("update") : await query;
      return (row as ArticleRow | undefined) ?? null;
    },

    get(kind: ArticleKind, id: number): Promise<ArticleRow | null> {
      return this.find(db, kind, id);
    },

    /** Whether another article has this address in `language` (Arabic: its Arabic address in force). */
    async slugTaken(tx: Executor, kind: ArticleKind, slug: string, exceptId: number | null, language: Language = "en"): Promise<boolean> {
      const table = tableOf(kind);
      const bySlug = language === "ar" ? sql`${arabicSlugOf(table)} = ${slug}` : eq(table.slug, slug);
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(exceptId === null ? bySlug : and(bySlug, ne(table.id, exceptId)))
        .limit(1);
      return Boolean(row);
    },

    async insert(tx: Executor, kind: ArticleKind, values: ArticleValues): Promise<ArticleRow> {
      const [row] = await tx
        .insert(tableOf(kind))
        .values(values as typeof blogPosts.$inferInsert)
        .returning();
      return row as ArticleRow;
    },

    async update(tx: Executor, kind: ArticleKind, id: number, values: Partial<ArticleValues>): Promise<ArticleRow> {
      const table = tableOf(kind);
      const [row] = await tx
        .update(table)
        .set({ ...values, demo: false, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return row as ArticleRow;
    },

    /** The old slug (in one language) now leads to this article; the new slug stops being anyone's old one. */
    async addRedirect(tx: Executor, kind: ArticleKind, language: Language, fromSlug: string, articleId: number) {
      await tx
        .insert(articleRedirects)
        .values({ kind, language, fromSlug, articleId })
        .onConflictDoUpdate({
          target: [articleRedirects.kind, articleRedirects.language, articleRedirects.fromSlug],
          set: { articleId, createdAt: new Date() },
        });
    },
    async dropRedirect(tx: Executor, kind: ArticleKind, language: Language, fromSlug: string) {
      await tx
        .delete(articleRedirects)
        .where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.language, language), eq(articleRedirects.fromSlug, fromSlug)));
    },

    /** Scheduled rows whose time has come become published; answers how many. */
    async publishDue(now: Date): Promise<number> {
      let changed = 0;
      for (const kind of ["post", "guide"] as const) {
        const table = tableOf(kind);
        const rows = await db
          .update(table)
          .set({ status: "published", publishedAt: table.scheduledAt, scheduledAt: null, updatedAt: now, version: sql`${table.version} + 1` })
          .where(and(eq(table.status, "scheduled"), lte(table.scheduledAt, now), isNull(table.deletedAt)))
          .returning({ id: table.id });
        changed += rows.length;
      }
      return changed;
    },

    /** Deletes for good what was soft-deleted before `cutoff`, with the redirects that led to it. */
    async purgeDeleted(cutoff: Date): Promise<number> {
      let purged = 0;
      for (const kind of ["post", "guide"] as const) {
        const table = tableOf(kind);
        const rows = await db
          .delete(table)
          .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)))
          .returning({ id: table.id });
        for (const row of rows) await db.delete(articleRedirects).where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.articleId, row.id)));
        purged += rows.length;
      }
      return purged;
    },
  };
}
export type ArticleAdminRepository = ReturnType<typeof createArticleAdminRepository>;
