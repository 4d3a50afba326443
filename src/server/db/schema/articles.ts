import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { articleSearchVector } from "./article-search";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";

/**
 * Blog posts and guides share one shape: bilingual Markdown with SEO fields and a publishing
 * status. One slug serves both languages (/blog/x and /ar/blog/x), so hreflang pairs stay exact.
 */
function articleColumns() {
  return {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
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

export const blogPosts = pgTable(
  "blog_posts",
  { ...articleColumns(), tags: jsonb("tags").$type<string[]>().notNull().default([]), author: text("author").notNull() },
  (table) => [
    index("blog_posts_published_idx").on(table.status, table.publishedAt),
    index("blog_posts_search_en_idx").using("gin", articleSearchVector(table, "en")),
    index("blog_posts_search_ar_idx").using("gin", articleSearchVector(table, "ar")),
  ],
);

export const guides = pgTable("guides", { ...articleColumns(), category: text("category").notNull() }, (table) => [
  index("guides_published_idx").on(table.status, table.publishedAt),
  index("guides_search_en_idx").using("gin", articleSearchVector(table, "en")),
  index("guides_search_ar_idx").using("gin", articleSearchVector(table, "ar")),
]);

/**
 * Old slugs of published articles: /blog/<old> answers 301 to the article's current slug.
 * Points at the article (not at a slug), so a second rename never makes a chain.
 */
export const articleRedirects = pgTable(
  "article_redirects",
  {
    kind: text("kind").notNull(),
    fromSlug: text("from_slug").notNull(),
    articleId: integer("article_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.fromSlug] })],
);
