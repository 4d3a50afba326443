import { renderMarkdownCached } from "#server/platform/markdown/markdown";
import type { ProductView, VehicleClassView } from "#shared/content/public-read-api";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
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
      const [rows, prices] = await Promise.all([repository.activeProducts(), repository.activePrices()]);
      return rows.map((row) => {
        const own = prices
          .filter((p) => p.price.productId === row.id)
          .map(({ price, vehicleClass }) => ({
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
          fromHalalas: own.length ? Math.min(...own.map((p) => p.amountHalalas)) : null,
        };
      });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
