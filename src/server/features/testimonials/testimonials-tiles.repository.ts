import { count } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { testimonials } from "#server/db/schema/testimonials";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's count of reviews, every status included. */
export function testimonialsTiles(db: Database): DashboardTile[] {
  return [{ key: "testimonials", permission: "dashboard.read", read: async () => Number((await db.select({ n: count() }).from(testimonials))[0]?.n ?? 0) }];
}
