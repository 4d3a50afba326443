import { count } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { products } from "#server/db/schema/products";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's count of services. */
export function productsTiles(db: Database): DashboardTile[] {
  return [{ key: "products", permission: "dashboard.read", read: async () => Number((await db.select({ n: count() }).from(products))[0]?.n ?? 0) }];
}
