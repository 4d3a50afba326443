import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createCatalogueAdminRepository } from "./catalogue-admin.repository";
import { catalogueAdminRoutes } from "./catalogue-admin.routes";
import { createCatalogueAdminService } from "./catalogue-admin.service";
import { createProductsRepository } from "./products.repository";
import { createProductsService } from "./products.service";
import { productsTiles } from "./products-tiles.repository";

/** Services and the fleet with their prices, for the public pages; admin products edits them. */
export const productsModule: FeatureModuleFactory = (ctx) => {
  const products = createProductsService(createProductsRepository(ctx.db));
  const catalogue = createCatalogueAdminService({
    repository: createCatalogueAdminRepository(ctx.db),
    audit: ctx.audit,
    // Late-bound: the HTTP server creates the page cache after the modules.
    clearPageCache: () => ctx.clearPageCache(),
    catalogueChanged: () => ctx.catalogueChanged.notify(),
  });
  return {
    name: "products",
    tiles: productsTiles(ctx.db),
    reads: { products: products.products, vehicleClasses: products.vehicleClasses },
    adminRoutes: catalogueAdminRoutes({ catalogue }),
  };
};
