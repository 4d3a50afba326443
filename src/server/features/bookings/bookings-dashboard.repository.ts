import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { filledSeries, makkahDayStart } from "#server/platform/modules/dashboard-series";
import type { DashboardChart, DashboardTile } from "#server/platform/modules/dashboard-tile";

const DAYS = 14;
const WEEKS = 8;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's booking figures: bookings per day, revenue per week (confirmed and completed
 * bookings, SAR, VAT included, by the week they were made), quote conversion, today's pickups
 * and unassigned jobs. All in Makkah time.
 */
export function bookingsDashboard(db: Database, now: () => Date = () => new Date()): { tiles: DashboardTile[]; charts: DashboardChart[] } {
  const count = async (query: ReturnType<typeof sql>) => num((await executeRows<{ n: unknown }>(db, query))[0]?.n);
  return {
    tiles: [
      {
        key: "pickupsToday",
        permission: "dashboard.read",
        read: () =>
          count(sql`select count(*) as n from jobs where status not in ('cancelled', 'declined', 'no_show')
                    and pickup_at >= ${makkahDayStart(now()).toISOString()}::timestamptz and pickup_at < ${makkahDayStart(now(), -1).toISOString()}::timestamptz`),
      },
      {
        key: "unassignedJobs",
        permission: "dashboard.read",
        // Legs that still need one (#shared/dispatch/needs-operator): unassigned or only asked, the booking open, the pickup ahead.
        read: () =>
          count(sql`select count(*) as n from jobs j join bookings b on b.id = j.booking_id
                    where j.status in ('unassigned', 'offered') and b.status not in ('cancelled', 'completed')
                    and j.pickup_at >= ${now().toISOString()}::timestamptz`),
      },
      {
        // Of the bookings quoted by staff in the last 30 days, the share (whole %) now confirmed or completed.
        key: "quoteConversion",
        permission: "dashboard.read",
        read: async () => {
          const [row] = await executeRows<{ quoted: unknown; won: unknown }>(
            db,
            sql`select count(*) as quoted, count(*) filter (where b.status in ('confirmed', 'completed')) as won
                from bookings b where b.quoted_total_halalas is not null and b.created_at >= ${makkahDayStart(now(), 30).toISOString()}::timestamptz`,
          );
          const quoted = num(row?.quoted);
          return quoted === 0 ? 0 : Math.round((num(row?.won) / quoted) * 100);
        },
      },
    ],
    charts: [
      {
        key: "bookingsPerDay",
        permission: "dashboard.read",
        read: async () => {
          const rows = await executeRows<{ at: string | Date }>(
            db,
            sql`select created_at as at from bookings where created_at >= ${makkahDayStart(now(), DAYS - 1).toISOString()}::timestamptz`,
          );
          return filledSeries(
            rows.map((r) => ({ at: new Date(r.at), value: 1 })),
            now(),
            DAYS,
            "day",
          );
        },
      },
      {
        key: "revenuePerWeek",
        permission: "operations.write",
        read: async () => {
          const rows = await executeRows<{ at: string | Date; halalas: unknown }>(
            db,
            sql`select created_at as at, coalesce(quoted_total_halalas, total_halalas) as halalas from bookings
                where status in ('confirmed', 'completed') and created_at >= ${makkahDayStart(now(), WEEKS * 7).toISOString()}::timestamptz`,
          );
          // Whole riyals.
          return filledSeries(
            rows.map((r) => ({ at: new Date(r.at), value: Math.round(num(r.halalas) / 100) })),
            now(),
            WEEKS,
            "week",
          );
        },
      },
    ],
  };
}
