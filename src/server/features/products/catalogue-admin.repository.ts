import { and, asc, count, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings, jobs } from "#server/db/schema/bookings";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { productPrices } from "#server/db/schema/product-prices";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

type Executor = Database | Transaction;
export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type VehicleClassRow = typeof vehicleClasses.$inferSelect;
export type VehicleClassValues = Omit<typeof vehicleClasses.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type PriceRow = typeof productPrices.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonValues = Omit<typeof seasons.$inferInsert, "id" | "createdAt" | "updatedAt" | "demo">;
export type ExtraRow = typeof extras.$inferSelect;

/** Every query of admin products. Writes take the caller's transaction so the audit entry commits with them. */
export function createCatalogueAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    listProducts: () => db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    listVehicleClasses: () => db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id)),
    listPrices: () => db.select().from(productPrices),
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
    bookingsOfVehicleClass: async (tx: Executor, id: number) => {
      const [fromBookings] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.vehicleClassId, id));
      const [fromJobs] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.vehicleClassId, id));
      return Number(fromBookings?.n ?? 0) + Number(fromJobs?.n ?? 0);
    },

    price: async (tx: Executor, productId: number, vehicleClassId: number) =>
      (
        await tx
          .select()
          .from(productPrices)
          .where(and(eq(productPrices.productId, productId), eq(productPrices.vehicleClassId, vehicleClassId)))
      )[0] ?? null,
    upsertPrice: async (tx: Executor, row: Omit<PriceRow, "demo">) =>
      (
        await tx
          .insert(productPrices)
          .values(row)
          .onConflictDoUpdate({
            target: [productPrices.productId, productPrices.vehicleClassId],
            set: { unit: row.unit, amountHalalas: row.amountHalalas, minimumHours: row.minimumHours, demo: false },
          })
          .returning()
      )[0]!,
    deletePrice: (tx: Executor, productId: number, vehicleClassId: number) =>
      tx.delete(productPrices).where(and(eq(productPrices.productId, productId), eq(productPrices.vehicleClassId, vehicleClassId))),

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
