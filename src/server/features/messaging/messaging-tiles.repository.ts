import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import type { DashboardTile } from "#server/platform/modules/dashboard-tile";

/** The dashboard's outbox alert: messages that have waited over 15 minutes or failed for good. */
export function messagingTiles(db: Database): DashboardTile[] {
  return [
    {
      key: "outboxBacklog",
      permission: "system.manage",
      read: async () => {
        const [row] = await executeRows<{ n: unknown }>(
          db,
          sql`select count(*) as n from outbox_messages where status = 'failed' or (status = 'queued' and created_at < now() - interval '15 minutes')`,
        );
        return Number(row?.n ?? 0);
      },
    },
  ];
}
