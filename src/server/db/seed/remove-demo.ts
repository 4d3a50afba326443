import { and, eq, exists, not, sql, type Column } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, guides } from "../schema/articles";
import { bookings, jobs } from "../schema/bookings";
import { availabilityRequests } from "../schema/dispatch";
import { operatorClasses, operators, operatorVehicles } from "../schema/operators";
import { extras, seasons } from "../schema/pricing-catalogue";
import { productPrices } from "../schema/product-prices";
import { products } from "../schema/products";
import { settings } from "../schema/settings";
import { sitePages } from "../schema/site-pages";
import { testimonials } from "../schema/testimonials";
import { vehicleClasses } from "../schema/vehicle-classes";
import { DEMO_REMOVED_MARKER } from "./seed-demo";

export interface DemoRemoval {
  removed: {
    posts: number;
    guides: number;
    products: number;
    productPrices: number;
    vehicleClasses: number;
    testimonials: number;
    sitePages: number;
    settings: number;
    extras: number;
    seasons: number;
    operators: number;
  };
  /**
   * Demo products and vehicle classes kept because the company's own prices or bookings still use
   * them, and demo operators kept because real legs were given to or asked of them (their history stays).
   */
  kept: { products: number; vehicleClasses: number; operators: number };
  /** Whether an earlier run had already recorded the removal. */
  alreadyRemoved: boolean;
}

/**
 * Deletes every row the demo seed wrote, in one transaction, and records the removal so the seed
 * never puts the demo back. Rows without the demo flag (the company's own, staff accounts) stay.
 * A demo product or vehicle class still priced by a non-demo price is kept, since deleting it would
 * cascade into the company's own prices.
 */
export async function removeDemoContent(db: Database, now = new Date()): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const count = async (query: Promise<unknown[]>) => (await query).length;
    const ownPriceFor = (column: Column, id: Column) =>
      exists(
        tx
          .select({ one: sql`1` })
          .from(productPrices)
          .where(and(eq(column, id), eq(productPrices.demo, false))),
      );

    // Before products: a demo season of a kept product must go too (a product's own seasons cascade).
    const seasonsRemoved = await count(tx.delete(seasons).where(eq(seasons.demo, true)).returning({ id: seasons.id }));
    // Real bookings made on a demo product or class keep it (deleting it would fail or lose them).
    const bookedWith = (column: Column, id: Column) =>
      exists(
        column === jobs.vehicleClassId
          ? tx
              .select({ one: sql`1` })
              .from(jobs)
              .where(eq(column, id))
          : tx
              .select({ one: sql`1` })
              .from(bookings)
              .where(eq(column, id)),
      );
    // Before vehicle classes: an operator's vehicles name their class. Its classes, vehicles, drivers
    // and documents go with it (cascade).
    const operatorsRemoved = await count(
      tx
        .delete(operators)
        .where(
          and(
            eq(operators.demo, true),
            not(
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(jobs)
                  .where(eq(jobs.operatorId, operators.id)),
              ),
            ),
            not(
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(availabilityRequests)
                  .where(eq(availabilityRequests.operatorId, operators.id)),
              ),
            ),
          ),
        )
        .returning({ id: operators.id }),
    );
    const productPricesRemoved = await count(tx.delete(productPrices).where(eq(productPrices.demo, true)).returning({ id: productPrices.productId }));
    const productsRemoved = await count(
      tx
        .delete(products)
        .where(and(eq(products.demo, true), not(ownPriceFor(productPrices.productId, products.id)), not(bookedWith(bookings.productId, products.id))))
        .returning({ id: products.id }),
    );
    const classesRemoved = await count(
      tx
        .delete(vehicleClasses)
        .where(
          and(
            eq(vehicleClasses.demo, true),
            not(ownPriceFor(productPrices.vehicleClassId, vehicleClasses.id)),
            not(bookedWith(bookings.vehicleClassId, vehicleClasses.id)),
            not(bookedWith(jobs.vehicleClassId, vehicleClasses.id)),
            // The company's own operators serve it or drive it.
            not(
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(operatorClasses)
                  .where(eq(operatorClasses.vehicleClassId, vehicleClasses.id)),
              ),
            ),
            not(
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(operatorVehicles)
                  .where(eq(operatorVehicles.vehicleClassId, vehicleClasses.id)),
              ),
            ),
          ),
        )
        .returning({ id: vehicleClasses.id }),
    );
    const removed = {
      posts: await count(tx.delete(blogPosts).where(eq(blogPosts.demo, true)).returning({ id: blogPosts.id })),
      guides: await count(tx.delete(guides).where(eq(guides.demo, true)).returning({ id: guides.id })),
      products: productsRemoved,
      productPrices: productPricesRemoved,
      vehicleClasses: classesRemoved,
      testimonials: await count(tx.delete(testimonials).where(eq(testimonials.demo, true)).returning({ id: testimonials.id })),
      sitePages: await count(tx.delete(sitePages).where(eq(sitePages.demo, true)).returning({ slug: sitePages.slug })),
      settings: await count(tx.delete(settings).where(eq(settings.demo, true)).returning({ key: settings.key })),
      extras: await count(tx.delete(extras).where(eq(extras.demo, true)).returning({ kind: extras.kind })),
      seasons: seasonsRemoved,
      operators: operatorsRemoved,
    };
    const kept = {
      products: await count(tx.select({ id: products.id }).from(products).where(eq(products.demo, true))),
      vehicleClasses: await count(tx.select({ id: vehicleClasses.id }).from(vehicleClasses).where(eq(vehicleClasses.demo, true))),
      operators: await count(tx.select({ id: operators.id }).from(operators).where(eq(operators.demo, true))),
    };
    const marker = await tx
      .insert(settings)
      .values({ key: DEMO_REMOVED_MARKER, value: { at: now.toISOString(), removed } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    return { removed, kept, alreadyRemoved: marker.length === 0 };
  });
}
