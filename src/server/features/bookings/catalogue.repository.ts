import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { productPrices } from "#server/db/schema/product-prices";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import type { ExtraKind } from "#shared/bookings/extras";
import type { Season } from "#shared/bookings/season";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { PriceUnit } from "#shared/products/product-kinds";

export interface CatalogueProduct {
  id: number;
  slug: string;
  kind: string;
  name: LocalizedText;
  active: boolean;
}

/** A vehicle class this product is sold with, and its price. */
export interface PricedClass {
  id: number;
  slug: string;
  name: LocalizedText;
  passengers: number;
  bags: number;
  price: { unit: PriceUnit; amountHalalas: number; minimumHours: number | null };
}

export interface CatalogueExtra {
  kind: ExtraKind;
  name: LocalizedText;
  priceHalalas: number;
}

/** What pricing reads: the product, its classes and prices, seasons and extras (the only queries of the quote). */
export function createCatalogueRepository(db: Database) {
  return {
    async productBySlug(slug: string): Promise<CatalogueProduct | null> {
      const [row] = await db
        .select({ id: products.id, slug: products.slug, kind: products.kind, name: products.name, active: products.active })
        .from(products)
        .where(eq(products.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /** Active classes priced for the product, smallest first (the fleet's order). */
    async pricedClasses(productId: number): Promise<PricedClass[]> {
      const rows = await db
        .select({
          id: vehicleClasses.id,
          slug: vehicleClasses.slug,
          name: vehicleClasses.name,
          passengers: vehicleClasses.passengers,
          bags: vehicleClasses.bags,
          unit: productPrices.unit,
          amountHalalas: productPrices.amountHalalas,
          minimumHours: productPrices.minimumHours,
        })
        .from(productPrices)
        .innerJoin(vehicleClasses, eq(productPrices.vehicleClassId, vehicleClasses.id))
        .where(and(eq(productPrices.productId, productId), eq(vehicleClasses.active, true)))
        .orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.id));
      return rows.map(({ unit, amountHalalas, minimumHours, ...vehicle }) => ({
        ...vehicle,
        price: { unit: unit as PriceUnit, amountHalalas, minimumHours },
      }));
    },

    /** Seasons of this product and of every product (pricing picks the one that applies per pickup day). */
    async seasonsFor(product: { id: number; slug: string }): Promise<Season[]> {
      const rows = await db
        .select({
          id: seasons.id,
          name: seasons.name,
          startDate: seasons.startDate,
          endDate: seasons.endDate,
          multiplierBasisPoints: seasons.multiplierBasisPoints,
          productId: seasons.productId,
        })
        .from(seasons)
        .where(or(isNull(seasons.productId), eq(seasons.productId, product.id)));
      return rows.map(({ productId, ...season }) => ({ ...season, productSlug: productId === null ? null : product.slug }));
    },

    async activeExtras(): Promise<CatalogueExtra[]> {
      const rows = await db
        .select({ kind: extras.kind, name: extras.name, priceHalalas: extras.priceHalalas })
        .from(extras)
        .where(eq(extras.active, true))
        .orderBy(asc(extras.sortOrder), asc(extras.kind));
      return rows.map((row) => ({ ...row, kind: row.kind as ExtraKind }));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
