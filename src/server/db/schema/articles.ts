import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { articleSearchVector } from "./article-search";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";

/**
 * Blog posts and guides share one shape: bilingual Markdown with SEO fields and a publishing
 * status. Each language has its own slug: /blog/<slug> and /ar/blog/<slug_ar>, both ASCII;
 * slug_ar null means the Arabic page uses the English slug. The Arabic address in force,
 * coalesce(slug_ar, slug), is unique (articleSlugIndexes).
 */
function articleColumns() {
  return {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    slugAr: text("slug_ar"),
    title: localized("title").notNull(),
    excerpt: localized("excerpt").notNull(),
    body: localized("body").notNull(),
    coverImage: text("cover_image").notNull(),
    /** draft | scheduled | published; a scheduled row is published by a task once scheduled_at passes. */
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    seoTitle: localized("seo_title"),
    seoDescription: localized("seo_description"),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    /** Bumped by every save: a save naming an older version is refused (two editors, one article). */
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    /** Soft delete: restorable for 30 days, then purged by a scheduled task. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demoFlag(),
  };
}

/** The Arabic address in force of an article: its own Arabic slug, else its English one. */
export const arabicSlugOf = (table: { slug: AnyPgColumn; slugAr: AnyPgColumn }) => sql<string>`coalesce(${table.slugAr}, ${table.slug})`;

export const blogPosts = pgTable(
  "blog_posts",
  { ...articleColumns(), tags: jsonb("tags").$type<string[]>().notNull().default([]), author: text("author").notNull() },
  (table) => [
    index("blog_posts_published_idx").on(table.status, table.publishedAt),
    uniqueIndex("blog_posts_slug_ar_idx").on(arabicSlugOf(table)),
    index("blog_posts_search_en_idx").using("gin", articleSearchVector(table, "en")),
    index("blog_posts_search_ar_idx").using("gin", articleSearchVector(table, "ar")),
  ],
);

export const guides = pgTable("guides", { ...articleColumns(), category: text("category").notNull() }, (table) => [
  index("guides_published_idx").on(table.status, table.publishedAt),
  uniqueIndex("guides_slug_ar_idx").on(arabicSlugOf(table)),
  index("guides_search_en_idx").using("gin", articleSearchVector(table, "en")),
  index("guides_search_ar_idx").using("gin", articleSearchVector(table, "ar")),
]);

/**
 * Old slugs of published articles, per language: /blog/<old> (or /ar/blog/<old>) answers 301 to
 * the article's current slug in that language. Points at the article (not at a slug), so a second
 * rename never makes a chain.
 */
export const articleRedirects = pgTable(
  "article_redirects",
  {
    kind: text("kind").notNull(),
    language: text("language").notNull().default("en"),
    fromSlug: text("from_slug").notNull(),
    articleId: integer("article_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language, table.fromSlug] })],
);
