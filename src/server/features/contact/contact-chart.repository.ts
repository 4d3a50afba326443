import { gte } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact-messages";
import { filledSeries, makkahDayStart } from "#server/platform/modules/dashboard-series";
import type { DashboardChart } from "#server/platform/modules/dashboard-tile";

/** Contact messages received per day over the last 14 Makkah days, for the dashboard. */
export function contactCharts(db: Database, now: () => Date = () => new Date()): DashboardChart[] {
  return [
    {
      key: "contactMessagesPerDay",
      permission: "dashboard.read",
      read: async () => {
        const rows = await db
          .select({ at: contactMessages.createdAt })
          .from(contactMessages)
          .where(gte(contactMessages.createdAt, makkahDayStart(now(), 13)));
        return filledSeries(
          rows.map((r) => ({ at: r.at, value: 1 })),
          now(),
          14,
          "day",
        );
      },
    },
  ];
}
