import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createOperatorStatsRepository } from "./operator-stats.repository";
import { createOperatorsRepository } from "./operators.repository";
import { operatorsRoutes } from "./operators.routes";
import { createOperatorsService } from "./operators.service";

/** Operators (transport companies and independent drivers) for /admin/operators, and the dashboard's document warning. */
export const operatorsModule: FeatureModuleFactory = (ctx) => {
  const operators = createOperatorsService({ repository: createOperatorsRepository(ctx.db), stats: createOperatorStatsRepository(ctx.db), audit: ctx.audit });
  return {
    name: "operators",
    tiles: [{ key: "operatorDocumentsDue", permission: "dashboard.read", read: operators.documentsDue }],
    adminRoutes: operatorsRoutes({ operators }),
  };
};
