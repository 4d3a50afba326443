import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { DashboardRepository } from "./dashboard.repository";

/** The documented command that deletes the demo content (package.json `demo:remove`). */
export const DEMO_REMOVE_COMMAND = "npm run demo:remove";

export function dashboardAdminRoutes(deps: { repository: DashboardRepository }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/dashboard", "dashboard.read", async (c) => {
      const [counts, recentMessages, demoCounts] = await Promise.all([
        deps.repository.counts(),
        deps.repository.recentContactMessages(5),
        deps.repository.demoCounts(),
      ]);
      const demoContent = { present: Object.values(demoCounts).some((n) => n > 0), counts: demoCounts, removeCommand: DEMO_REMOVE_COMMAND };
      return c.json({ counts, recentMessages, demoContent });
    }),
  ];
}
