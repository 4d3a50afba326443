import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { systemRoutes } from "./system.routes";

/** Liveness and readiness. */
export const systemModule: FeatureModuleFactory = (ctx) => ({
  name: "system",
  routes: [systemRoutes(ctx.runtime)],
});
