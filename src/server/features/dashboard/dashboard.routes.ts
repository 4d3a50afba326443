import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { DashboardRepository } from "./dashboard.repository";

export function dashboardAdminRoutes(deps: { repository: DashboardRepository }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/dashboard", "dashboard.read", async (c) => {
      const [counts, recentMessages] = await Promise.all([deps.repository.counts(), deps.repository.recentContactMessages(5)]);
      return c.json({ counts, recentMessages });
    }),
  ];
}
