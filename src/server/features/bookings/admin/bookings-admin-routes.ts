import type { ModuleContext } from "#server/platform/modules/module-context";
import type { AdminRoute } from "#server/platform/auth/admin-route-table";
import type { BookingsServices } from "../bookings-services";
import { createAdminBookingActions } from "./admin-booking-actions.service";
import { createAdminBookingsReadService } from "./admin-bookings-read.service";
import { createAdminBookingsRepository } from "./admin-bookings.repository";
import { adminBookingsRoutes } from "./admin-bookings.routes";
import { createAdminBookingsWriteRepository } from "./admin-bookings-write.repository";
import { dispatchRoutes } from "../dispatch/dispatch.routes";

/** The staff side of bookings (job tracker): its admin routes, over the feature's shared services. */
export function bookingsAdminRoutes(ctx: ModuleContext, services: BookingsServices): AdminRoute[] {
  const reads = createAdminBookingsReadService({ repository: createAdminBookingsRepository(ctx.db) });
  const actions = createAdminBookingActions({
    repository: createAdminBookingsWriteRepository(ctx.db),
    audit: ctx.audit,
    transitions: services.transitions,
    pricing: services.pricing,
    siteUrl: ctx.siteUrl,
    messaging: ctx.messaging,
    events: services.events,
  });
  return [
    ...adminBookingsRoutes({ reads, actions, bookings: services.bookings, audit: ctx.audit }),
    ...dispatchRoutes({ reads: services.dispatch.reads, staff: services.dispatch.staff, system: services.dispatch.system }),
  ];
}
