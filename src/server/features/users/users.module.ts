import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createUsersRepository } from "./users.repository";
import { invitationRoutes, usersAdminRoutes } from "./users.routes";
import { createUsersService } from "./users.service";
import { usersTiles } from "./users-tiles.repository";

/** Staff accounts: the users page (invite, roles, deactivate, reset MFA) and the invitation link. */
export const usersModule: FeatureModuleFactory = ({ db, sessions, audit, outbox, messaging, limiter, siteUrl, trustProxy }) => {
  const users = createUsersService({ repository: createUsersRepository(db), sessions, audit, outbox, messaging, siteUrl });
  return {
    name: "users",
    tiles: usersTiles(db),
    routes: [invitationRoutes({ users, limiter, siteUrl, trustProxy })],
    adminRoutes: usersAdminRoutes({ users }),
  };
};
