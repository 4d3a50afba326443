import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { clientIp } from "#server/platform/http/client-ip";
import { createErrorsRepository } from "./errors.repository";
import { errorsRoutes } from "./errors.routes";
import { createErrorsService } from "./errors.service";

/** The built-in error log: browser reports (POST /api/errors) and the server's own unhandled errors. */
export const errorsModule: FeatureModuleFactory = ({ db, limiter, trustProxy }) => {
  const errors = createErrorsService(createErrorsRepository(db));
  return {
    name: "errors",
    routes: [
      errorsRoutes({
        errors,
        // A broken page in a loop must not flood the log: 30 reports a minute per connection.
        allow: async (c) => {
          const result = await limiter.hit(`errors:${clientIp(c, trustProxy)}`, { limit: 30, windowMs: 60_000 });
          return result.allowed ? null : c.json({ error: "Too many error reports." }, 429);
        },
      }),
    ],
    recordServerError: errors.recordServerError,
  };
};
