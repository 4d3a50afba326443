import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createProductsRepository } from "./products.repository";
import { createProductsService } from "./products.service";
import { productsTiles } from "./products-tiles.repository";

/** Services and the fleet with their prices, for the public pages. */
export const productsModule: FeatureModuleFactory = (ctx) => {
  const products = createProductsService(createProductsRepository(ctx.db));
  return { name: "products", tiles: productsTiles(ctx.db), reads: { products: products.products, vehicleClasses: products.vehicleClasses } };
};
