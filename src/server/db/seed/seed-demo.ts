import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, guides } from "../schema/articles";
import { operatorClasses, operatorDocuments, operatorDrivers, operators, operatorVehicles } from "../schema/operators";
import { extras, seasons } from "../schema/pricing-catalogue";
import { productPrices } from "../schema/product-prices";
import { productRoutes } from "../schema/product-routes";
import { products } from "../schema/products";
import { settings } from "../schema/settings";
import { sitePages } from "../schema/site-pages";
import { testimonials } from "../schema/testimonials";
import { vehicleClasses } from "../schema/vehicle-classes";
import { readingMinutes } from "#shared/content/reading-minutes";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { DemoContent, SeedArticle, SeedOperator } from "./seed-types";

/** Marks the demo as seeded; never seeded twice, even if staff later delete every post. */
export const DEMO_SEEDED_MARKER = "demo_content_seeded";
/** Written by `npm run demo:remove`: the demo never comes back. */
export const DEMO_REMOVED_MARKER = "demo_content_removed";
const DAY_MS = 86_400_000;

function articleValues(article: SeedArticle, now: Date) {
  const publishedAt = new Date(now.getTime() - article.publishedDaysAgo * DAY_MS);
  return {
    slug: article.slug,
    slugAr: article.slugAr ?? null,
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
    demo: true,
  };
}

/**
 * Whether the seed has nothing left to do (it ran, or the demo was removed): one read by primary
 * key, so a restart never reads or parses content/.
 */
export async function isDemoSeedDone(db: Database): Promise<boolean> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, [DEMO_SEEDED_MARKER, DEMO_REMOVED_MARKER]))
    .limit(1);
  return rows.length > 0;
}

/** The start-up entry: checks first, loads content/ only when it will really seed. */
export async function seedDemoContentOnce(db: Database, load: () => Promise<DemoContent>, now = new Date()): Promise<boolean> {
  if (await isDemoSeedDone(db)) return false;
  return seedDemoContent(db, await load(), now);
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
      .values({ key: DEMO_SEEDED_MARKER, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const removed = await tx
      .select({ key: settings.key })
      .from(settings)
      .where(inArray(settings.key, [DEMO_REMOVED_MARKER]));
    if (removed.length > 0) return false;

    await tx.insert(settings).values({ key: "company_profile", value: content.companyProfile, demo: true }).onConflictDoNothing();
    await tx.insert(vehicleClasses).values(content.vehicleClasses.map((v, i) => ({ ...v, sortOrder: i, demo: true })));
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

    const productId = new Map<string, number>();
    for (const [i, product] of content.products.entries()) {
      const { routes, ...fields } = product;
      const [row] = await tx
        .insert(products)
        .values({ ...fields, sortOrder: i, demo: true })
        .returning({ id: products.id });
      if (!row) throw new Error(`product ${product.slug} was not inserted`);
      productId.set(product.slug, row.id);
      for (const [order, route] of routes.entries()) {
        const [routeRow] = await tx
          .insert(productRoutes)
          .values({ productId: row.id, fromZone: route.from, toZone: route.to ?? null, bothWays: route.bothWays ?? true, sortOrder: order, demo: true })
          .returning({ id: productRoutes.id });
        if (!routeRow) throw new Error(`a route of ${product.slug} was not inserted`);
        await tx.insert(productPrices).values(
          route.prices.map((price) => {
            const id = classId.get(price.vehicleClass);
            if (!id) throw new Error(`product ${product.slug} names unknown vehicle class ${price.vehicleClass}`);
            return {
              productId: row.id,
              routeId: routeRow.id,
              vehicleClassId: id,
              unit: price.unit,
              amountHalalas: price.amountHalalas,
              minimumHours: price.minimumHours ?? null,
              demo: true,
            };
          }),
        );
      }
    }

    // The bookings catalogue: extras (staff may already have priced some: theirs stay) and seasons.
    if (content.extras.length > 0) {
      await tx
        .insert(extras)
        .values(content.extras.map((extra, i) => ({ ...extra, sortOrder: i, demo: true })))
        .onConflictDoNothing();
    }
    if (content.seasons.length > 0) {
      await tx.insert(seasons).values(
        content.seasons.map(({ product, ...season }) => {
          const id = product === undefined ? null : productId.get(product);
          if (id === undefined) throw new Error(`season ${season.name.en} names unknown product ${product}`);
          return { ...season, productId: id, demo: true };
        }),
      );
    }

    for (const operator of content.operators) await insertOperator(tx, operator, classId, now);

    await tx.insert(guides).values(content.guides.map((g) => ({ ...articleValues(g, now), category: g.category })));
    await tx.insert(blogPosts).values(content.posts.map((p) => ({ ...articleValues(p, now), tags: p.tags, author: p.author })));
    await tx.insert(testimonials).values(
      content.testimonials.map(({ daysAgo, ...t }) => {
        const at = new Date(now.getTime() - daysAgo * DAY_MS);
        // Invented reviews: shown as examples, never verified, so they never feed the public rating.
        return { ...t, status: "approved", verified: false, demo: true, createdAt: at, updatedAt: at };
      }),
    );
    await tx
      .insert(sitePages)
      .values(content.sitePages.map((p) => ({ ...p, updatedAt: now, demo: true })))
      .onConflictDoNothing();
    return true;
  });
}

type SeedTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One demo operator with its classes, vehicles, drivers and documents (expiries counted from the seeding day). */
async function insertOperator(tx: SeedTransaction, operator: SeedOperator, classId: Map<string, number>, now: Date) {
  const idOf = (slug: string) => {
    const id = classId.get(slug);
    if (!id) throw new Error(`operator ${operator.name} names unknown vehicle class ${slug}`);
    return id;
  };
  const { classes, vehicles, drivers, documents, email, notes, ...fields } = operator;
  const [row] = await tx
    .insert(operators)
    .values({ ...fields, email: email || null, notes: notes || null, demo: true })
    .returning({ id: operators.id });
  if (!row) throw new Error(`operator ${operator.name} was not inserted`);
  const operatorId = row.id;
  if (classes.length)
    await tx
      .insert(operatorClasses)
      .values(classes.map((c) => ({ operatorId, vehicleClassId: idOf(c.vehicleClass), defaultPriceHalalas: c.defaultPriceHalalas })));
  if (vehicles.length)
    await tx
      .insert(operatorVehicles)
      .values(
        vehicles.map((v) => ({ operatorId, plate: v.plate, model: v.model, vehicleClassId: idOf(v.vehicleClass), seats: v.seats, colour: v.colour || null })),
      );
  if (drivers.length) await tx.insert(operatorDrivers).values(drivers.map((d) => ({ operatorId, name: d.name, phone: d.phone })));
  if (documents.length)
    await tx.insert(operatorDocuments).values(
      documents.map((d) => ({
        operatorId,
        kind: d.kind,
        number: d.number || null,
        expiresOn: riyadhDate(new Date(now.getTime() + d.expiresInDays * DAY_MS)),
      })),
    );
}
