import { renderMarkdownCached } from "#server/platform/markdown/markdown";
import type { ProductView, VehicleClassView } from "#shared/content/public-read-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { isZone } from "#shared/bookings/zones";
import type { PriceUnit, ProductKind } from "#shared/products/product-kinds";
import type { ProductsRepository } from "./products.repository";

export function createProductsService(repository: ProductsRepository) {
  return {
    async vehicleClasses(language: Language): Promise<VehicleClassView[]> {
      const [rows, lowest] = await Promise.all([repository.activeVehicleClasses(), repository.lowestPricePerClass()]);
      const fromHalalas = new Map(lowest.map((entry) => [entry.vehicleClassId, entry.halalas]));
      return rows.map((row) => ({
        slug: row.slug,
        name: pickText(row.name, language),
        description: pickText(row.description, language),
        image: row.image,
        passengers: row.passengers,
        bags: row.bags,
        features: row.features.map((f) => pickText(f, language)),
        fromHalalas: fromHalalas.get(row.id) ?? null,
      }));
    },

    async products(language: Language): Promise<ProductView[]> {
      const [rows, prices, routes] = await Promise.all([repository.activeProducts(), repository.activePrices(), repository.routes()]);
      return rows.map((row) => {
        // A class priced on several routes shows its lowest price ("from"): the route sets the actual one.
        const lowest = new Map<number, (typeof prices)[number]>();
        for (const entry of prices) {
          if (entry.price.productId !== row.id) continue;
          const kept = lowest.get(entry.vehicleClass.id);
          if (!kept || entry.price.amountHalalas < kept.price.amountHalalas) lowest.set(entry.vehicleClass.id, entry);
        }
        const own = [...lowest.values()].map(({ price, vehicleClass }) => ({
          vehicleClassSlug: vehicleClass.slug,
          vehicleClassName: pickText(vehicleClass.name, language),
          passengers: vehicleClass.passengers,
          unit: price.unit as PriceUnit,
          amountHalalas: price.amountHalalas,
          minimumHours: price.minimumHours,
        }));
        return {
          slug: row.slug,
          kind: row.kind as ProductKind,
          name: pickText(row.name, language),
          summary: pickText(row.summary, language),
          descriptionHtml: renderMarkdownCached(`product:${row.id}:${language}:${row.updatedAt.getTime()}`, pickText(row.description, language)),
          image: row.image,
          prices: own,
          routes: routes.flatMap((route) =>
            route.productId === row.id && isZone(route.fromZone) && (route.toZone === null || isZone(route.toZone))
              ? [{ id: route.id, fromZone: route.fromZone, toZone: route.toZone, bothWays: route.bothWays }]
              : [],
          ),
          stops: row.stops.map((stop) => pickText(stop, language)),
          fromHalalas: own.length ? Math.min(...own.map((p) => p.amountHalalas)) : null,
        };
      });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
