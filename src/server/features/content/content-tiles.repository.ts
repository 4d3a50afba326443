import { count } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's counts of blog posts and guides. */
export function contentTiles(db: Database): DashboardTile[] {
  return [
    { key: "posts", permission: "dashboard.read", read: async () => Number((await db.select({ n: count() }).from(blogPosts))[0]?.n ?? 0) },
    { key: "guides", permission: "dashboard.read", read: async () => Number((await db.select({ n: count() }).from(guides))[0]?.n ?? 0) },
  ];
}
