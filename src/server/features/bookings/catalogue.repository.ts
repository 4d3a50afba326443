import { asc, eq, isNull, or, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { products } from "#server/db/schema/products";
import type { ExtraKind } from "#shared/bookings/extras";
import { isZone } from "#shared/bookings/zones";
import type { ProductRoute } from "#shared/products/product-routes";
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

/** A vehicle class this product is sold with on at least one route. */
export interface CatalogueClass {
  id: number;
  slug: string;
  name: LocalizedText;
  passengers: number;
  bags: number;
}

export interface ClassPrice {
  unit: PriceUnit;
  amountHalalas: number;
  minimumHours: number | null;
}

/** A route the product serves (#shared/products/product-routes) and its price per vehicle class id. */
export interface CatalogueRoute extends ProductRoute {
  prices: Record<number, ClassPrice>;
}

/** A class priced for a trip: its price on each leg's route (legs in order). */
export interface PricedClass extends CatalogueClass {
  legPrices: ClassPrice[];
}

export interface CatalogueExtra {
  kind: ExtraKind;
  name: LocalizedText;
  priceHalalas: number;
}

export interface TripCatalogueRow {
  product: CatalogueProduct;
  /** Routes with both zones valid (a migrated route whose zones are not set serves nothing), staff order. */
  routes: CatalogueRoute[];
  /** Active classes priced on some route, smallest first. */
  classes: CatalogueClass[];
  seasons: Season[];
  extras: CatalogueExtra[];
}

const parsed = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** What pricing reads: the product, its routes and their prices, seasons and extras (the only queries of the quote). */
export function createCatalogueRepository(db: Database) {
  return {
    /**
     * Everything a trip's price depends on in ONE round trip (the hot path of every quote and
     * booking): the product, its routes with their prices, its active classes (smallest first), the seasons
     * of this product and of all, and the active extras.
     */
    async tripCatalogue(slug: string): Promise<TripCatalogueRow | null> {
      const [row] = await executeRows<Record<string, unknown>>(
        db,
        sql`select p.id, p.slug, p.kind, p.name, p.active,
              coalesce((select json_agg(json_build_object('id', v.id, 'slug', v.slug, 'name', v.name, 'passengers', v.passengers, 'bags', v.bags)
                  order by v.sort_order, v.id)
                from vehicle_classes v where v.active and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.vehicle_class_id = v.id)),
                '[]'::json) as classes,
              coalesce((select json_agg(json_build_object('id', r.id, 'fromZone', r.from_zone, 'toZone', r.to_zone, 'bothWays', r.both_ways,
                  'prices', coalesce((select json_agg(json_build_object('classId', pp.vehicle_class_id, 'unit', pp.unit, 'amountHalalas', pp.amount_halalas,
                      'minimumHours', pp.minimum_hours)) from product_prices pp where pp.route_id = r.id), '[]'::json)) order by r.sort_order, r.id)
                from product_routes r where r.product_id = p.id), '[]'::json) as routes,
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
      const classes = parsed<CatalogueClass[]>(row.classes);
      type RawRoute = { id: number; fromZone: unknown; toZone: unknown; bothWays: boolean; prices: (ClassPrice & { classId: number })[] };
      const routes = parsed<RawRoute[]>(row.routes).flatMap((route): CatalogueRoute[] => {
        if (!isZone(route.fromZone) || (route.toZone !== null && !isZone(route.toZone))) return [];
        const prices = Object.fromEntries(
          route.prices.map(({ classId, unit, amountHalalas, minimumHours }) => [classId, { unit, amountHalalas, minimumHours }]),
        );
        return [{ id: route.id, fromZone: route.fromZone, toZone: route.toZone, bothWays: route.bothWays, prices }];
      });
      const seasons = parsed<(Omit<Season, "productSlug"> & { productId: number | null })[]>(row.seasons).map(({ productId, ...season }) => ({
        ...season,
        productSlug: productId === null ? null : product.slug,
      }));
      return { product, routes, classes, seasons, extras: parsed<CatalogueExtra[]>(row.extras) };
    },

    async productBySlug(slug: string): Promise<CatalogueProduct | null> {
      const [row] = await db
        .select({ id: products.id, slug: products.slug, kind: products.kind, name: products.name, active: products.active })
        .from(products)
        .where(eq(products.slug, slug))
        .limit(1);
      return row ?? null;
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
