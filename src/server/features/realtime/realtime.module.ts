import { adminRoute } from "#server/platform/auth/admin-route-table";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createRealtimeTickets } from "#server/platform/realtime/realtime-ticket";

/**
 * The staff side of the realtime socket: a ticket to open it (decision 011). The route goes
 * through the staff guard like any admin write (session, fingerprint, Origin, CSRF, MFA), which a
 * WebSocket handshake cannot carry itself. Every signed-in role may ask: the channels check
 * their own permission on join.
 */
export const realtimeModule: FeatureModuleFactory = (ctx) => {
  const tickets = createRealtimeTickets(ctx.secretBox);
  return {
    name: "realtime",
    adminRoutes: [adminRoute("POST", "/api/admin/realtime/ticket", "signed-in", async (c, staff) => c.json(await tickets.issue(staff.session.id)))],
  };
};
