import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createDashboardRepository } from "./dashboard.repository";
import { dashboardAdminRoutes } from "./dashboard.routes";

/** The first admin page: every module's tiles the viewer may see, the latest contact messages, the demo notice. */
export const dashboardModule: FeatureModuleFactory = (ctx) => ({
  name: "dashboard",
  adminRoutes: dashboardAdminRoutes({
    repository: createDashboardRepository(ctx.db),
    // Read through ctx on every request: the tiles exist only once every module is built.
    tiles: () => ctx.dashboardTiles(),
    charts: () => ctx.dashboardCharts(),
  }),
});
