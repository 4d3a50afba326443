import { count, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact-messages";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's counts of contact messages: all of them, and those nobody has handled yet. */
export function contactTiles(db: Database): DashboardTile[] {
  return [
    { key: "contactMessages", permission: "dashboard.read", read: async () => Number((await db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0) },
    {
      key: "newContactMessages",
      permission: "dashboard.read",
      read: async () => Number((await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")))[0]?.n ?? 0),
    },
  ];
}
