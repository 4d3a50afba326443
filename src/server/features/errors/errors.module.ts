import path from "node:path";
import { errorsTiles } from "./errors-tiles.repository";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { createErrorsRepository } from "./errors.repository";
import { errorsAdminRoutes } from "./errors-admin.routes";
import { errorsRoutes } from "./errors.routes";
import { createErrorsService } from "./errors.service";
import { createSourceMapper } from "./source-mapper";

/** Error groups not seen for this long are removed (README, security: anonymous writes). */
export const ERROR_RETENTION_DAYS = 30;

/** The built-in error log: browser reports (POST /api/errors) and the server's own unhandled errors. */
export const errorsModule: FeatureModuleFactory = ({ db, limiter, trustProxy, logger, audit }) => {
  const repository = createErrorsRepository(db);
  // The browser build's source maps, kept off the public folder by `npm run build`.
  const errors = createErrorsService(repository, audit, createSourceMapper(path.resolve("build/source-maps")));
  return {
    name: "errors",
    tiles: errorsTiles(db),
    routes: [errorsRoutes({ errors, admit: createAnonymousWriteGate(limiter, trustProxy) })],
    adminRoutes: errorsAdminRoutes({ errors }),
    recordServerError: errors.recordServerError,
    schedules: [
      {
        name: "errors.purge-old-groups",
        pattern: "15 3 * * *",
        runAtStart: true,
        run: async () => {
          const purged = await repository.deleteLastSeenBefore(new Date(Date.now() - ERROR_RETENTION_DAYS * 24 * 60 * 60_000));
          if (purged > 0) logger.info({ purged }, "old error groups purged");
        },
      },
    ],
  };
};
