import { count, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { errorLogs } from "#server/db/schema/error-logs";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's alert for administrators: error groups nobody has resolved. */
export function errorsTiles(db: Database): DashboardTile[] {
  return [
    {
      key: "openErrors",
      permission: "errors.manage",
      read: async () => Number((await db.select({ n: count() }).from(errorLogs).where(eq(errorLogs.resolved, false)))[0]?.n ?? 0),
    },
  ];
}
