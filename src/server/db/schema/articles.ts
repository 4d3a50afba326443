import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { articleSearchVector } from "./article-search";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";

/** Blog posts and guides share one shape: bilingual Markdown with SEO fields and a publishing status. */
function articleColumns() {
  return {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: localized("title").notNull(),
    excerpt: localized("excerpt").notNull(),
    body: localized("body").notNull(),
    coverImage: text("cover_image").notNull(),
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    seoTitle: localized("seo_title"),
    seoDescription: localized("seo_description"),
    readingMinutes: integer("reading_minutes").notNull().default(1),
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
