import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createSecurityRepository } from "./security.repository";
import { securityAdminRoutes } from "./security.routes";

/** Sign-in history is kept a year (README, security: anonymous writes): failed sign-ins are written by anyone. */
export const SECURITY_EVENT_RETENTION_DAYS = 365;

/** The security page: accounts' MFA, live sessions, sign-in history, audit log, outbox. */
export const securityModule: FeatureModuleFactory = ({ db, sessions, securityLog, audit, outbox, logger }) => ({
  name: "security",
  adminRoutes: securityAdminRoutes({ repository: createSecurityRepository(db), sessions, securityLog, audit, outbox }),
  schedules: [
    {
      name: "security.purge-old-events",
      pattern: "45 3 * * *",
      run: async () => {
        const purged = await securityLog.purgeBefore(new Date(Date.now() - SECURITY_EVENT_RETENTION_DAYS * 24 * 60 * 60_000));
        if (purged > 0) logger.info({ purged }, "old security events purged");
      },
    },
  ],
});
