import { and, count, desc, eq, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import { sitePages } from "#server/db/schema/site-pages";
import type { Language } from "#shared/i18n/languages";

type ArticleTable = typeof blogPosts | typeof guides;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;

export interface ArticleFilter {
  language: Language;
  q?: string;
  tag?: string;
  offset: number;
  limit: number;
  now: Date;
}

/** Published means status "published", or "scheduled" whose time has come. */
function isPublic(table: ArticleTable, now: Date): SQL {
  return and(or(eq(table.status, "published"), eq(table.status, "scheduled")), lte(table.publishedAt, now)) as SQL;
}

function searchIn(table: ArticleTable, language: Language, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${table.title} ->> ${language} ilike ${pattern} or ${table.excerpt} ->> ${language} ilike ${pattern})`;
}

export function createContentRepository(db: Database) {
  async function listArticles<T extends ArticleTable>(table: T, filter: ArticleFilter, tagCondition?: SQL) {
    const conditions = [isPublic(table, filter.now)];
    if (filter.q) conditions.push(searchIn(table, filter.language, filter.q));
    if (tagCondition) conditions.push(tagCondition);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(table as ArticleTable)
        .where(where)
        .orderBy(desc(table.publishedAt), desc(table.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ value: count() })
        .from(table as ArticleTable)
        .where(where),
    ]);
    return { rows: rows as T["$inferSelect"][], total: total?.value ?? 0 };
  }

  return {
    listPosts: (filter: ArticleFilter) =>
      listArticles(blogPosts, filter, filter.tag ? sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined),
    listGuides: (filter: ArticleFilter) => listArticles(guides, filter, filter.tag ? eq(guides.category, filter.tag) : undefined),

    async findPost(slug: string, now: Date): Promise<BlogPostRow | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublic(blogPosts, now)))
        .limit(1);
      return row ?? null;
    },
    async findGuide(slug: string, now: Date): Promise<GuideRow | null> {
      const [row] = await db
        .select()
        .from(guides)
        .where(and(eq(guides.slug, slug), isPublic(guides, now)))
        .limit(1);
      return row ?? null;
    },
    async postTags(now: Date): Promise<string[]> {
      const rows = await db.select({ tags: blogPosts.tags }).from(blogPosts).where(isPublic(blogPosts, now));
      return [...new Set(rows.flatMap((r) => r.tags))].sort();
    },
    async guideCategories(now: Date): Promise<string[]> {
      const rows = await db.selectDistinct({ category: guides.category }).from(guides).where(isPublic(guides, now));
      return rows.map((r) => r.category).sort();
    },
    async findSitePage(slug: string) {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
      return row ?? null;
    },
    /** Slugs and dates for sitemap.xml. */
    async publishedSlugs(now: Date) {
      const [posts, guideRows] = await Promise.all([
        db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(isPublic(blogPosts, now)),
        db.select({ slug: guides.slug, updatedAt: guides.updatedAt }).from(guides).where(isPublic(guides, now)),
      ]);
      return { posts, guides: guideRows };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
