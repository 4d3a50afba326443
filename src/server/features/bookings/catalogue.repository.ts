import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
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

export interface TripCatalogueRow {
  product: CatalogueProduct;
  classes: PricedClass[];
  seasons: Season[];
  extras: CatalogueExtra[];
}

const parsed = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** What pricing reads: the product, its classes and prices, seasons and extras (the only queries of the quote). */
export function createCatalogueRepository(db: Database) {
  return {
    /**
     * Everything a trip's price depends on in ONE round trip (the hot path of every quote and
     * booking): the product, its active classes with their prices (smallest first), the seasons
     * of this product and of all, and the active extras.
     */
    async tripCatalogue(slug: string): Promise<TripCatalogueRow | null> {
      const [row] = await executeRows<Record<string, unknown>>(
        db,
        sql`select p.id, p.slug, p.kind, p.name, p.active,
              coalesce((select json_agg(json_build_object('id', v.id, 'slug', v.slug, 'name', v.name, 'passengers', v.passengers, 'bags', v.bags,
                  'unit', pp.unit, 'amountHalalas', pp.amount_halalas, 'minimumHours', pp.minimum_hours) order by v.sort_order, v.id)
                from product_prices pp join vehicle_classes v on v.id = pp.vehicle_class_id
                where pp.product_id = p.id and v.active), '[]'::json) as classes,
              coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'startDate', s.start_date, 'endDate', s.end_date,
                  'multiplierBasisPoints', s.multiplier_basis_points, 'productId', s.product_id))
                from seasons s where s.product_id is null or s.product_id = p.id), '[]'::json) as seasons,
              coalesce((select json_agg(json_build_object('kind', e.kind, 'name', e.name, 'priceHalalas', e.price_halalas) order by e.sort_order, e.kind)
                from extras e where e.active), '[]'::json) as extras
            from products p where p.slug = ${slug} limit 1`,
      );
      if (!row) return null;
      const product = {
        id: Number(row.id),
        slug: String(row.slug),
        kind: String(row.kind),
        name: parsed<LocalizedText>(row.name),
        active: Boolean(row.active),
      };
      const classes = parsed<(Omit<PricedClass, "price"> & PricedClass["price"])[]>(row.classes).map(({ unit, amountHalalas, minimumHours, ...vehicle }) => ({
        ...vehicle,
        price: { unit, amountHalalas, minimumHours },
      }));
      const seasons = parsed<(Omit<Season, "productSlug"> & { productId: number | null })[]>(row.seasons).map(({ productId, ...season }) => ({
        ...season,
        productSlug: productId === null ? null : product.slug,
      }));
      return { product, classes, seasons, extras: parsed<CatalogueExtra[]>(row.extras) };
    },

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
