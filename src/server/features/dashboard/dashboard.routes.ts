import { can } from "#shared/auth/roles";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { DashboardChart, DashboardTile } from "#server/platform/modules/dashboard-tile";
import type { DashboardRepository } from "./dashboard.repository";

/** The documented command that deletes the demo content (package.json `demo:remove`). */
export const DEMO_REMOVE_COMMAND = "npm run demo:remove";

export function dashboardAdminRoutes(deps: {
  repository: DashboardRepository;
  tiles: () => readonly DashboardTile[];
  charts: () => readonly DashboardChart[];
}): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/dashboard", "dashboard.read", async (c, staff) => {
      const role = staff.session.user.role;
      const visible = deps.tiles().filter((tile) => can(role, tile.permission));
      const charts = deps.charts().filter((chart) => can(role, chart.permission));
      const [tileValues, chartValues, recentMessages, demoCounts] = await Promise.all([
        Promise.all(visible.map(async (tile) => [tile.key, await tile.read()] as const)),
        Promise.all(charts.map(async (chart) => [chart.key, await chart.read()] as const)),
        deps.repository.recentContactMessages(5),
        deps.repository.demoCounts(),
      ]);
      const demoContent = { present: Object.values(demoCounts).some((n) => n > 0), counts: demoCounts, removeCommand: DEMO_REMOVE_COMMAND };
      return c.json({ counts: Object.fromEntries(tileValues), charts: Object.fromEntries(chartValues), recentMessages, demoContent });
    }),
  ];
}
