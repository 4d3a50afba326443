import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, guides } from "../schema/articles";
import { productPrices } from "../schema/product-prices";
import { products } from "../schema/products";
import { settings } from "../schema/settings";
import { sitePages } from "../schema/site-pages";
import { testimonials } from "../schema/testimonials";
import { vehicleClasses } from "../schema/vehicle-classes";
import { readingMinutes } from "#shared/content/reading-minutes";
import type { DemoContent, SeedArticle } from "./seed-types";

/** Marks the demo as seeded; never seeded twice, even if staff later delete every post. */
const SEEDED_MARKER = "demo_content_seeded";
const DAY_MS = 86_400_000;

function articleValues(article: SeedArticle, now: Date) {
  const publishedAt = new Date(now.getTime() - article.publishedDaysAgo * DAY_MS);
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    coverImage: article.coverImage,
    status: "published",
    publishedAt,
    seoTitle: article.seoTitle ?? null,
    seoDescription: article.seoDescription ?? null,
    readingMinutes: readingMinutes(article.body.en),
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

/**
 * Seeds the demo content once, in one transaction (all or nothing). Returns whether it seeded.
 * Safe to run from several processes at once: the marker row is written first and only the
 * transaction that wrote it goes on.
 */
export async function seedDemoContent(db: Database, content: DemoContent, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ key: SEEDED_MARKER, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;

    await tx.insert(settings).values({ key: "company_profile", value: content.companyProfile }).onConflictDoNothing();
    await tx.insert(vehicleClasses).values(content.vehicleClasses.map((v, i) => ({ ...v, sortOrder: i })));
    const classRows = await tx
      .select({ id: vehicleClasses.id, slug: vehicleClasses.slug })
      .from(vehicleClasses)
      .where(
        inArray(
          vehicleClasses.slug,
          content.vehicleClasses.map((v) => v.slug),
        ),
      );
    const classId = new Map(classRows.map((r) => [r.slug, r.id]));

    for (const [i, product] of content.products.entries()) {
      const { prices, ...fields } = product;
      const [row] = await tx
        .insert(products)
        .values({ ...fields, sortOrder: i })
        .returning({ id: products.id });
      if (!row) throw new Error(`product ${product.slug} was not inserted`);
      await tx.insert(productPrices).values(
        prices.map((price) => {
          const id = classId.get(price.vehicleClass);
          if (!id) throw new Error(`product ${product.slug} names unknown vehicle class ${price.vehicleClass}`);
          return { productId: row.id, vehicleClassId: id, unit: price.unit, amountHalalas: price.amountHalalas, minimumHours: price.minimumHours ?? null };
        }),
      );
    }

    await tx.insert(guides).values(content.guides.map((g) => ({ ...articleValues(g, now), category: g.category })));
    await tx.insert(blogPosts).values(content.posts.map((p) => ({ ...articleValues(p, now), tags: p.tags, author: p.author })));
    await tx.insert(testimonials).values(
      content.testimonials.map(({ daysAgo, ...t }) => {
        const at = new Date(now.getTime() - daysAgo * DAY_MS);
        return { ...t, status: "approved", createdAt: at, updatedAt: at };
      }),
    );
    await tx
      .insert(sitePages)
      .values(content.sitePages.map((p) => ({ ...p, updatedAt: now })))
      .onConflictDoNothing();
    return true;
  });
}

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(settings).where(eq(settings.key, SEEDED_MARKER));
  return rows.length > 0;
}
