import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client";
import { blogPosts, guides } from "../schema/articles";
import { operatorDocuments, operators, operatorVehicles } from "../schema/operators";
import { productPrices } from "../schema/product-prices";
import { productRoutes } from "../schema/product-routes";
import { products } from "../schema/products";
import { settings } from "../schema/settings";
import { sitePages } from "../schema/site-pages";
import { testimonials } from "../schema/testimonials";
import { users } from "../schema/users";
import { vehicleClasses } from "../schema/vehicle-classes";
import { createTestDatabase } from "../test-database";
import { loadDemoContent } from "./load-content";
import { removeDemoContent } from "./remove-demo";
import { seedDemoContentOnce } from "./seed-demo";

const refuseToLoad = async (): Promise<never> => {
  throw new Error("the seed read content/ although it had nothing to do");
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("demo seed and removal", () => {
  it("seeds content/ once, every row marked demo, no review verified", async () => {
    const { db } = handle;
    expect(await seedDemoContentOnce(db, () => loadDemoContent())).toBe(true);
    const rows = await Promise.all([
      db.select({ demo: blogPosts.demo }).from(blogPosts),
      db.select({ demo: guides.demo }).from(guides),
      db.select({ demo: products.demo }).from(products),
      db.select({ demo: productPrices.demo }).from(productPrices),
      db.select({ demo: vehicleClasses.demo }).from(vehicleClasses),
      db.select({ demo: sitePages.demo }).from(sitePages),
      db.select({ demo: settings.demo }).from(settings).where(eq(settings.key, "company_profile")),
    ]);
    expect(rows.map((r) => r.length)).toEqual([8, 8, 7, expect.any(Number), 6, 2, 1]);
    expect(rows.flat().every((r) => r.demo)).toBe(true);
    const reviews = await db.select().from(testimonials);
    expect(reviews).toHaveLength(14);
    expect(reviews.every((r) => r.demo && !r.verified && r.status === "approved")).toBe(true);
  });

  it("seeds the demo operators with their fleet, one suspended and documents dated from the seeding day", async () => {
    const { db } = handle;
    const rows = await db.select().from(operators);
    expect(rows.map((r) => [r.name, r.status, r.demo])).toEqual([
      ["Bakkah Star Transport", "active", true],
      ["Khalid Al-Otaibi", "active", true],
      ["Taibah Pilgrim Transport", "active", true],
      ["Red Sea Rides", "suspended", true],
    ]);
    const bakkah = rows[0]!;
    expect(bakkah.phone).toBe("+966501002001");
    expect((await db.select().from(operatorVehicles).where(eq(operatorVehicles.operatorId, bakkah.id))).map((v) => v.plate)).toEqual([
      "MKA 1021",
      "MKA 1022",
      "MKB 2210",
      "MKC 3301",
    ]);
    const taibahDocuments = await db.select().from(operatorDocuments).where(eq(operatorDocuments.operatorId, rows[2]!.id));
    const daysAway = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.now()) / 86_400_000);
    expect(taibahDocuments.map((d) => [d.kind, Math.abs(daysAway(d.expiresOn) - (d.kind === "insurance" ? 18 : 260)) <= 1])).toEqual([
      ["insurance", true],
      ["operating_permit", true],
    ]);
  });

  it("does not read content/ again once seeded", async () => {
    expect(await seedDemoContentOnce(handle.db, refuseToLoad)).toBe(false);
  });

  it("removes every demo row in one go, keeps the company's own rows and staff, and is harmless twice", async () => {
    const { db } = handle;
    const now = new Date();
    await db.insert(users).values({ id: "staff-1", name: "Staff", email: "staff@rihla.test", role: "admin" });
    const [ownPost] = await db
      .insert(blogPosts)
      .values({
        slug: "our-own-post",
        title: { en: "Own", ar: "خاص" },
        excerpt: { en: "e", ar: "e" },
        body: { en: "b", ar: "b" },
        coverImage: "/x.svg",
        author: "Us",
      })
      .returning();
    await db.insert(testimonials).values({ name: "Real Customer", country: "SA", rating: 5, text: "Real.", status: "approved", verified: true });
    const [ownProduct] = await db
      .insert(products)
      .values({
        slug: "own-product",
        kind: "package",
        name: { en: "P", ar: "P" },
        summary: { en: "s", ar: "s" },
        description: { en: "d", ar: "d" },
        image: "/p.svg",
      })
      .returning();
    const [sedan] = await db.select().from(vehicleClasses).where(eq(vehicleClasses.slug, "sedan"));
    const [ownRoute] = await db.insert(productRoutes).values({ productId: ownProduct!.id, fromZone: "jeddah-airport", toZone: "madinah-airport" }).returning();
    await db.insert(productPrices).values({ productId: ownProduct!.id, routeId: ownRoute!.id, vehicleClassId: sedan!.id, unit: "trip", amountHalalas: 10_000 });
    await db.insert(settings).values({ key: "site_secret", value: { keep: true } });

    const first = await removeDemoContent(db, now);
    expect(first.alreadyRemoved).toBe(false);
    expect(first.removed).toMatchObject({ posts: 8, guides: 8, products: 7, vehicleClasses: 5, testimonials: 14, sitePages: 2, settings: 1, operators: 4 });
    expect(first.removed.productPrices).toBeGreaterThan(7);
    // The sedan stays: the company's own product is priced for it.
    expect(first.kept).toEqual({ products: 0, vehicleClasses: 1, operators: 0 });
    expect(await db.select().from(operators)).toEqual([]);
    expect(await db.select().from(operatorVehicles)).toEqual([]);

    expect((await db.select({ slug: blogPosts.slug }).from(blogPosts)).map((r) => r.slug)).toEqual([ownPost!.slug]);
    expect((await db.select({ name: testimonials.name }).from(testimonials)).map((r) => r.name)).toEqual(["Real Customer"]);
    expect(await db.select({ n: count() }).from(productPrices)).toEqual([{ n: 1 }]);
    expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    expect(await db.select().from(settings).where(eq(settings.key, "site_secret"))).toHaveLength(1);
    expect(await db.select().from(settings).where(eq(settings.key, "company_profile"))).toHaveLength(0);
    expect(await db.select().from(sitePages)).toHaveLength(0);

    const second = await removeDemoContent(db);
    expect(second.alreadyRemoved).toBe(true);
    expect(Object.values(second.removed).every((n) => n === 0)).toBe(true);
  });

  it("never seeds after a removal, even on a database that was never seeded", async () => {
    expect(await seedDemoContentOnce(handle.db, refuseToLoad)).toBe(false);
    const fresh = await createTestDatabase();
    try {
      await removeDemoContent(fresh.db);
      expect(await seedDemoContentOnce(fresh.db, refuseToLoad)).toBe(false);
      expect(await fresh.db.select().from(blogPosts)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
