import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createRoadmapRepository } from "./roadmap.repository";
import { roadmapRoutes } from "./roadmap.routes";
import { createRoadmapService } from "./roadmap.service";

/** /admin/roadmap: the product's planned, in-progress and done items, with each item's history. */
export const roadmapModule: FeatureModuleFactory = ({ db, audit }) => ({
  name: "roadmap",
  adminRoutes: roadmapRoutes({ roadmap: createRoadmapService({ repository: createRoadmapRepository(db), audit }) }),
});
