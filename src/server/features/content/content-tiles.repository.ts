import { count, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's counts of blog posts and guides (the trash left out). */
export function contentTiles(db: Database): DashboardTile[] {
  return [
    {
      key: "posts",
      permission: "dashboard.read",
      read: async () => Number((await db.select({ n: count() }).from(blogPosts).where(isNull(blogPosts.deletedAt)))[0]?.n ?? 0),
    },
    {
      key: "guides",
      permission: "dashboard.read",
      read: async () => Number((await db.select({ n: count() }).from(guides).where(isNull(guides.deletedAt)))[0]?.n ?? 0),
    },
  ];
}
