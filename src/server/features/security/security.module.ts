import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createSecurityRepository } from "./security.repository";
import { securityAdminRoutes } from "./security.routes";

/** The security page: accounts' MFA, live sessions, sign-in history, audit log, outbox. */
export const securityModule: FeatureModuleFactory = ({ db, sessions, securityLog, audit, outbox }) => ({
  name: "security",
  adminRoutes: securityAdminRoutes({ repository: createSecurityRepository(db), sessions, securityLog, audit, outbox }),
});
