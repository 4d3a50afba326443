import { and, count, desc, eq, getTableColumns, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { arabicSlugOf, articleRedirects, blogPosts, guides } from "#server/db/schema/articles";
import { articleSearchVector, SEARCH_CONFIG } from "#server/db/schema/article-search";
import { sitePages } from "#server/db/schema/site-pages";
import { PASSAGE_END, PASSAGE_START } from "#shared/content/search-passage";
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

/**
 * Public means published, dated, and not in the trash. A scheduled article stays private until
 * the publishing task makes it published (and clears the page caches at that moment), so a page,
 * the sitemap and the feed never show it early.
 */
function isPublic(table: ArticleTable, now: Date): SQL {
  return and(eq(table.status, "published"), lte(table.publishedAt, now), isNull(table.deletedAt)) as SQL;
}

/**
 * A search (issue 11): full text over title, summary and body in the page's language, ranked by
 * ts_rank. The query is the text as a web search (words, "phrases", -not) or, so that part of a
 * word still finds an article, every typed word as a prefix ("umr" finds Umrah). One @@ over the
 * indexed expression, so the GIN index answers it. The passage is ts_headline over the body
 * without its Markdown signs, the matches between two private-use characters that the service
 * turns into marked segments.
 */
function searchOf(table: ArticleTable, language: Language, q: string) {
  const vector = articleSearchVector(table, language);
  const config = sql.raw(`'${SEARCH_CONFIG[language]}'::regconfig`);
  // Letters, combining marks (Arabic vowel signs) and digits only: no tsquery syntax gets through.
  const words = (q.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
  const asTyped = sql`websearch_to_tsquery(${config}, ${q})`;
  const query = words.length ? sql`(${asTyped} || to_tsquery(${config}, ${words.map((word) => `${word}:*`).join(" & ")}))` : asTyped;
  const key = sql.raw(`'${language}'`);
  const plainBody = sql`regexp_replace(regexp_replace(${table.body} ->> ${key}, ${MARKDOWN_LINK}, ${"\\1"}, 'g'), ${MARKDOWN_SIGNS}, ' ', 'g')`;
  return {
    condition: sql`${vector} @@ ${query}`,
    rank: sql<number>`ts_rank(${vector}, ${query})`,
    passage: sql<string | null>`ts_headline(${config}, ${plainBody}, ${query}, ${HEADLINE_OPTIONS})`,
  };
}

// Markdown links and images keep their text; emphasis, heading, table and (line-start) quote signs go.
const MARKDOWN_LINK = "!?\\[([^]]*)\\]\\([^)]*\\)";
const MARKDOWN_SIGNS = `[*_\`#|~${PASSAGE_START}${PASSAGE_END}]+|(^|\n)[ \t]*>+`;
const HEADLINE_OPTIONS = `StartSel=${PASSAGE_START}, StopSel=${PASSAGE_END}, MaxFragments=1, MaxWords=30, MinWords=12, ShortWord=2, FragmentDelimiter=" … "`;

export function createContentRepository(db: Database) {
  /** A public article by its slug in the page's language (Arabic: its Arabic address in force). */
  async function findArticle<T extends ArticleTable>(table: T, slug: string, language: Language, now: Date): Promise<T["$inferSelect"] | null> {
    const bySlug = language === "ar" ? sql`${arabicSlugOf(table)} = ${slug}` : eq(table.slug, slug);
    const [row] = await db
      .select()
      .from(table as ArticleTable)
      .where(and(bySlug, isPublic(table, now)))
      .limit(1);
    return (row as T["$inferSelect"] | undefined) ?? null;
  }

  async function listArticles<T extends ArticleTable>(table: T, filter: ArticleFilter, tagCondition?: SQL) {
    const conditions = [isPublic(table, filter.now)];
    const search = filter.q ? searchOf(table, filter.language, filter.q) : null;
    if (search) conditions.push(search.condition);
    if (tagCondition) conditions.push(tagCondition);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...getTableColumns(table as ArticleTable), passage: search ? search.passage : sql<string | null>`null` })
        .from(table as ArticleTable)
        .where(where)
        .orderBy(...(search ? [desc(search.rank)] : []), desc(table.publishedAt), desc(table.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ value: count() })
        .from(table as ArticleTable)
        .where(where),
    ]);
    return { rows: rows as (T["$inferSelect"] & { passage: string | null })[], total: total?.value ?? 0 };
  }

  return {
    listPosts: (filter: ArticleFilter) =>
      listArticles(blogPosts, filter, filter.tag ? sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined),
    listGuides: (filter: ArticleFilter) => listArticles(guides, filter, filter.tag ? eq(guides.category, filter.tag) : undefined),

    findPost: (slug: string, language: Language, now: Date) => findArticle(blogPosts, slug, language, now),
    findGuide: (slug: string, language: Language, now: Date) => findArticle(guides, slug, language, now),
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
    /**
     * The current slug, in `language`, of the public article a slug leads to with a 301, or null:
     * an old slug of it in that language, or its slug in the other language (the language switch
     * keeps the slug it was on).
     */
    async redirectTarget(kind: "post" | "guide", language: Language, fromSlug: string, now: Date): Promise<string | null> {
      const table = kind === "post" ? blogPosts : guides;
      const current = language === "ar" ? arabicSlugOf(table) : sql<string>`${table.slug}`;
      const [renamed] = await db
        .select({ slug: current })
        .from(articleRedirects)
        .innerJoin(table, eq(table.id, articleRedirects.articleId))
        .where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.language, language), eq(articleRedirects.fromSlug, fromSlug), isPublic(table, now)))
        .limit(1);
      if (renamed) return renamed.slug;
      const otherSlug = language === "ar" ? sql`${table.slug}` : arabicSlugOf(table);
      const [switched] = await db
        .select({ slug: current })
        .from(table)
        .where(and(sql`${otherSlug} = ${fromSlug}`, isPublic(table, now)))
        .limit(1);
      return switched && switched.slug !== fromSlug ? switched.slug : null;
    },
    /** The latest published posts, newest first, for the feeds. */
    latestPosts: (limit: number, now: Date) =>
      db.select().from(blogPosts).where(isPublic(blogPosts, now)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit),
    /** Slugs and dates for sitemap.xml. */
    async publishedSlugs(now: Date) {
      const [posts, guideRows] = await Promise.all([
        db
          .select({ slug: blogPosts.slug, slugAr: arabicSlugOf(blogPosts), updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(isPublic(blogPosts, now)),
        db
          .select({ slug: guides.slug, slugAr: arabicSlugOf(guides), updatedAt: guides.updatedAt })
          .from(guides)
          .where(isPublic(guides, now)),
      ]);
      return { posts, guides: guideRows };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
