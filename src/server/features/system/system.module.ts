import { lifetimesOf } from "#server/platform/auth/auth-settings";
import { readSessionToken } from "#server/platform/auth/session-cookie";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { buildFirstLoad } from "./build-first-load";
import { createDatabasePerformanceRepository } from "./database-performance.repository";
import { databasePerformance } from "./database-performance.service";
import { createOptimizationRepository } from "./optimization.repository";
import { createOptimizationService } from "./optimization.service";
import { createSystemRepository } from "./system.repository";
import { metricsRoutes, systemAdminRoutes } from "./system-admin.routes";
import { createSystemStatusService } from "./system-status.service";
import { createSystemHistory } from "./system-history";
import { systemRoutes } from "./system.routes";

/** Liveness and readiness; the platform's own housekeeping (rate-limit windows that are over). */
export const systemModule: FeatureModuleFactory = (ctx) => {
  const system = createSystemStatusService({
    repository: createSystemRepository(ctx.db),
    metrics: ctx.metrics,
    runtime: ctx.runtime,
    scheduler: () => ctx.schedulerStatus(),
    settings: ctx.settings,
    audit: ctx.audit,
    realtimeConnections: () => ctx.realtime.connectionCount(),
  });
  const history = createSystemHistory(ctx.metrics);
  const database = createDatabasePerformanceRepository(ctx.db);
  const optimization = createOptimizationService({
    repository: createOptimizationRepository(ctx.db),
    audit: ctx.audit,
    database: () => databasePerformance(database, ctx.runtime.databaseKind),
    firstLoad: buildFirstLoad({ production: ctx.config.NODE_ENV === "production" }),
    shownLanguages: ctx.siteSettings.languages,
  });
  return {
    name: "system",
    adminRoutes: systemAdminRoutes({ system, history, database, databaseKind: ctx.runtime.databaseKind, optimization }),
    routes: [
      metricsRoutes({ system, metrics: ctx.metrics, trustProxy: ctx.trustProxy }),
      systemRoutes(ctx.runtime, async (c) => {
        const token = readSessionToken(c, ctx.secureCookies);
        const session = token ? await ctx.sessions.find(token, lifetimesOf(await ctx.authSettings.current())) : null;
        return session?.stage === "full";
      }),
    ],
    workers: [history.worker],
    schedules: [
      {
        // Counters whose window is over answer like missing rows: delete them, so anonymous
        // callers from many addresses cannot grow the table without bound.
        name: "system.purge-rate-limit-windows",
        pattern: "*/10 * * * *",
        run: () => ctx.limiter.purgeExpired(),
      },
    ],
  };
};
