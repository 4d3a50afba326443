import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createDashboardRepository } from "./dashboard.repository";
import { dashboardAdminRoutes } from "./dashboard.routes";

/** The first admin page: counts of what exists and the latest contact messages. */
export const dashboardModule: FeatureModuleFactory = ({ db }) => ({
  name: "dashboard",
  adminRoutes: dashboardAdminRoutes({ repository: createDashboardRepository(db) }),
});
