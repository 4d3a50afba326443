import { and, asc, eq, exists, min, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { productPrices } from "#server/db/schema/product-prices";
import { productRoutes } from "#server/db/schema/product-routes";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

export function createProductsRepository(db: Database) {
  return {
    activeVehicleClasses: () =>
      db.select().from(vehicleClasses).where(eq(vehicleClasses.active, true)).orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id)),
    activeProducts: () => db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id)),
    /** Prices of active products on active vehicle classes, with the class for display. */
    activePrices: () =>
      db
        .select({ price: productPrices, vehicleClass: vehicleClasses })
        .from(productPrices)
        .innerJoin(vehicleClasses, eq(productPrices.vehicleClassId, vehicleClasses.id))
        .where(eq(vehicleClasses.active, true))
        .orderBy(asc(vehicleClasses.sortOrder)),
    /** Routes with at least one price (a route without one serves nothing), in the staff's order. */
    routes: () =>
      db
        .select({
          id: productRoutes.id,
          productId: productRoutes.productId,
          fromZone: productRoutes.fromZone,
          toZone: productRoutes.toZone,
          bothWays: productRoutes.bothWays,
        })
        .from(productRoutes)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(productPrices)
              .where(eq(productPrices.routeId, productRoutes.id)),
          ),
        )
        .orderBy(asc(productRoutes.sortOrder), asc(productRoutes.id)),
    /**
     * Per vehicle class, the least a booking with it can cost before extras and seasons: the
     * lowest price among active products, an hourly price counted for its minimum hours.
     */
    lowestPricePerClass: () =>
      db
        .select({
          vehicleClassId: productPrices.vehicleClassId,
          halalas: min(
            sql<number>`case when ${productPrices.unit} = 'hour' then ${productPrices.amountHalalas} * greatest(coalesce(${productPrices.minimumHours}, 1), 1) else ${productPrices.amountHalalas} end`,
          ).mapWith(Number),
        })
        .from(productPrices)
        .innerJoin(products, and(eq(productPrices.productId, products.id), eq(products.active, true)))
        .groupBy(productPrices.vehicleClassId),
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
