import { count, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema/users";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's count of active staff accounts. */
export function usersTiles(db: Database): DashboardTile[] {
  return [
    {
      key: "staff",
      permission: "dashboard.read",
      read: async () => Number((await db.select({ n: count() }).from(users).where(eq(users.banned, false)))[0]?.n ?? 0),
    },
  ];
}
