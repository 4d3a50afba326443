import { and, asc, count, eq, notInArray } from "drizzle-orm";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Database, Transaction } from "#server/db/client";
import { bookings, jobs } from "#server/db/schema/bookings";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { productPrices } from "#server/db/schema/product-prices";
import { productRoutes } from "#server/db/schema/product-routes";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

type Executor = Database | Transaction;
export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type VehicleClassRow = typeof vehicleClasses.$inferSelect;
export type VehicleClassValues = Omit<typeof vehicleClasses.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type PriceRow = typeof productPrices.$inferSelect;
export type RouteRow = typeof productRoutes.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonValues = Omit<typeof seasons.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type ExtraRow = typeof extras.$inferSelect;

export interface RouteValues {
  id: number | null;
  fromZone: string;
  toZone: string | null;
  bothWays: boolean;
  prices: { vehicleClassId: number; unit: string; amountHalalas: number; minimumHours: number | null }[];
}

/** Every query of admin products. Writes take the caller's transaction so the audit entry commits with them. */
export function createCatalogueAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    listProducts: () => db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    listVehicleClasses: () => db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id)),
    listPrices: () => db.select().from(productPrices),
    listRoutes: () => db.select().from(productRoutes).orderBy(asc(productRoutes.productId), asc(productRoutes.sortOrder), asc(productRoutes.id)),
    listSeasons: () => db.select().from(seasons).orderBy(asc(seasons.startDate), asc(seasons.id)),
    listExtras: () => db.select().from(extras).orderBy(asc(extras.sortOrder)),

    product: async (tx: Executor, id: number) => (await tx.select().from(products).where(eq(products.id, id)).for("update"))[0] ?? null,
    insertProduct: async (tx: Executor, values: ProductValues) => (await tx.insert(products).values(values).returning())[0]!,
    updateProduct: async (tx: Executor, id: number, values: ProductValues) =>
      (
        await tx
          .update(products)
          .set({ ...values, demo: false, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning()
      )[0]!,
    deleteProduct: (tx: Executor, id: number) => tx.delete(products).where(eq(products.id, id)),
    bookingsOfProduct: async (tx: Executor, id: number) =>
      Number((await tx.select({ n: count() }).from(bookings).where(eq(bookings.productId, id)))[0]?.n ?? 0),

    vehicleClass: async (tx: Executor, id: number) => (await tx.select().from(vehicleClasses).where(eq(vehicleClasses.id, id)).for("update"))[0] ?? null,
    insertVehicleClass: async (tx: Executor, values: VehicleClassValues) => (await tx.insert(vehicleClasses).values(values).returning())[0]!,
    updateVehicleClass: async (tx: Executor, id: number, values: VehicleClassValues) =>
      (
        await tx
          .update(vehicleClasses)
          .set({ ...values, demo: false, updatedAt: new Date() })
          .where(eq(vehicleClasses.id, id))
          .returning()
      )[0]!,
    deleteVehicleClass: (tx: Executor, id: number) => tx.delete(vehicleClasses).where(eq(vehicleClasses.id, id)),
    listVehicleClassIds: async (tx: Executor) => (await tx.select({ id: vehicleClasses.id }).from(vehicleClasses)).map((row) => row.id),
    bookingsOfVehicleClass: async (tx: Executor, id: number) => {
      const [fromBookings] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.vehicleClassId, id));
      const [fromJobs] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.vehicleClassId, id));
      return Number(fromBookings?.n ?? 0) + Number(fromJobs?.n ?? 0);
    },

    routesOf: (tx: Executor, productId: number) =>
      tx.select().from(productRoutes).where(eq(productRoutes.productId, productId)).orderBy(asc(productRoutes.sortOrder), asc(productRoutes.id)),
    pricesOf: (tx: Executor, productId: number) => tx.select().from(productPrices).where(eq(productPrices.productId, productId)),
    /** Replaces a product's routes and prices: kept routes (by id) updated, new ones added, the rest deleted (their prices with them). */
    replaceRoutes: async (tx: Executor, productId: number, routes: RouteValues[]) => {
      const keep = routes.flatMap((route) => (route.id === null ? [] : [route.id]));
      await tx.delete(productRoutes).where(and(eq(productRoutes.productId, productId), keep.length ? notInArray(productRoutes.id, keep) : undefined));
      await tx.delete(productPrices).where(eq(productPrices.productId, productId));
      for (const [sortOrder, route] of routes.entries()) {
        const fields = { fromZone: route.fromZone, toZone: route.toZone, bothWays: route.bothWays, sortOrder, demo: false };
        const [row] =
          route.id === null
            ? await tx
                .insert(productRoutes)
                .values({ productId, ...fields })
                .returning({ id: productRoutes.id })
            : await tx
                .update(productRoutes)
                .set(fields)
                .where(and(eq(productRoutes.id, route.id), eq(productRoutes.productId, productId)))
                .returning({ id: productRoutes.id });
        if (!row) throw new Error("route vanished inside its transaction");
        if (route.prices.length) await tx.insert(productPrices).values(route.prices.map((price) => ({ ...price, productId, routeId: row.id, demo: false })));
      }
    },
    setStops: (tx: Executor, productId: number, stops: LocalizedText[]) =>
      tx.update(products).set({ stops, demo: false, updatedAt: new Date() }).where(eq(products.id, productId)),

    season: async (tx: Executor, id: number) => (await tx.select().from(seasons).where(eq(seasons.id, id)).for("update"))[0] ?? null,
    insertSeason: async (tx: Executor, values: SeasonValues) => (await tx.insert(seasons).values(values).returning())[0]!,
    updateSeason: async (tx: Executor, id: number, values: SeasonValues) =>
      (
        await tx
          .update(seasons)
          .set({ ...values, demo: false, updatedAt: new Date() })
          .where(eq(seasons.id, id))
          .returning()
      )[0]!,
    deleteSeason: (tx: Executor, id: number) => tx.delete(seasons).where(eq(seasons.id, id)),

    extra: async (tx: Executor, kind: string) => (await tx.select().from(extras).where(eq(extras.kind, kind)))[0] ?? null,
    upsertExtra: async (tx: Executor, row: Omit<ExtraRow, "updatedAt" | "demo">) =>
      (
        await tx
          .insert(extras)
          .values(row)
          .onConflictDoUpdate({
            target: extras.kind,
            set: { name: row.name, priceHalalas: row.priceHalalas, active: row.active, sortOrder: row.sortOrder, demo: false, updatedAt: new Date() },
          })
          .returning()
      )[0]!,
    /** A slug is free when no other row has it (a product keeps its own slug on edit). */
    slugTaken: async (tx: Executor, table: "products" | "vehicleClasses", slug: string, exceptId: number | null) => {
      const t = table === "products" ? products : vehicleClasses;
      const rows = await tx.select({ id: t.id }).from(t).where(eq(t.slug, slug));
      return rows.some((row) => row.id !== exceptId);
    },
  };
}
export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
