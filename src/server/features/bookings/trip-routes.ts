import { legRoutes, takesSeveralLegs } from "#shared/products/leg-routes";
import { legShapeOf } from "#shared/products/product-routes";
import type { Trip } from "./trip-pricing.service";
import type { CatalogueRoute } from "./catalogue.repository";
import { refuse, type Refusal } from "./booking-refusal";

/** The route each leg of a trip travels for this product, or the refusal (#shared/products/leg-routes). */
export function legRoutesRefusal(kind: string, routes: readonly CatalogueRoute[], legs: Trip["legs"]): { ok: true; value: CatalogueRoute[] } | Refusal {
  const result = legRoutes({ shape: legShapeOf(kind), severalLegs: takesSeveralLegs(kind) }, routes, legs);
  if (result.ok) return result;
  return { ...refuse(result.status, result.key, result.path), ...(result.names ? { names: result.names } : {}) };
}
