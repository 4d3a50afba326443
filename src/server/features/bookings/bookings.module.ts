import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { gated } from "#server/platform/settings/feature-gate";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { bookingsDashboard } from "./bookings-dashboard.repository";
import { bookingsAdminRoutes } from "./admin/bookings-admin-routes";
import { bookingTopic, JOBS_TOPIC } from "./booking-events";
import { bookingCreateRoutes } from "./booking-create.routes";
import { bookingInfoRoutes } from "./booking-info.routes";
import { createBookingsServices } from "./bookings-services";
import { quoteRoutes } from "./quote.routes";
import { operatorPagesParts } from "./operator-pages/operator-pages.parts";
import { trackingParts } from "./tracking/tracking.parts";
import { trackViewParts } from "./tracking/track-view.parts";

/**
 * Bookings (issue 11): quotes, the public booking form's submission, the customer's booking link,
 * and the services the staff screens use (admin/, through createBookingsServices). With
 * RIHLA_BENCH_RELAXED_LIMITS=1 (benchmarks and the storm test; config.ts refuses it in production
 * or on a public SITE_URL) the captcha and per-address limits are off.
 */
export const bookingsModule: FeatureModuleFactory = (ctx) => {
  const relaxed = ctx.config.RIHLA_BENCH_RELAXED_LIMITS === "1";
  if (relaxed) ctx.logger.warn("RIHLA_BENCH_RELAXED_LIMITS=1: bookings run without captcha and per-address limits (benchmarks only)");
  const admit = relaxed ? null : createAnonymousWriteGate(ctx.limiter, ctx.trustProxy);
  const services = createBookingsServices(ctx);
  // Staff pages listen to every booking and job change; the customer's page to its own booking,
  // joined with its link token (the same check as the page itself).
  ctx.realtime.channels.define({ name: "jobs", permission: "dashboard.read", topic: JOBS_TOPIC });
  ctx.realtime.channels.define({
    name: "booking-link",
    token: async (token) => {
      const link = await services.tokenLinks.verify(token, "booking");
      return link?.bookingId ? bookingTopic(link.bookingId) : null;
    },
  });
  // The operator's token pages (issue 21) over dispatch's operator-side moves.
  const operatorPages = operatorPagesParts(ctx, services.dispatch.operatorLinks);
  // Live tracking (issue 23): the write side (positions from the start page, the customer's track
  // link, channels, purge: tracking.parts.ts) and the read side (the customer's track view, the
  // staff live map and a leg's track: track-view.parts.ts).
  const tracking = trackingParts(ctx, services.tracking, { relaxed });
  const trackView = trackViewParts(ctx);
  return {
    name: "bookings",
    routes: [
      // Online booking switched off on /admin/configurations: quotes and new bookings answer 404;
      // the customer's links to existing bookings keep working.
      gated(quoteRoutes({ quotes: services.quotes, admit }), ctx.siteSettings, "onlineBooking", ["/api/quotes"]),
      gated(bookingCreateRoutes({ bookings: services.bookings, captcha: ctx.captcha, admit, trustProxy: ctx.trustProxy }), ctx.siteSettings, "onlineBooking", [
        "/api/bookings",
      ]),
      bookingInfoRoutes({ info: services.info, lookup: services.lookup, captcha: ctx.captcha, admit, trustProxy: ctx.trustProxy }),
      operatorPages.router,
      trackView.router,
      tracking.router,
    ],
    adminRoutes: [...bookingsAdminRoutes(ctx, services), ...trackView.adminRoutes, ...tracking.adminRoutes],
    ...bookingsDashboard(ctx.db),
    // The customer's page renders its booking on the server, and a wrong link answers 404 there.
    reads: { bookingInfo: (token) => services.info.view(token), ...operatorPages.reads, tracking: trackView.reads },
    // Dispatch's minute: unconfirmed assigned legs go back (no-answer timeout), due start links go out.
    schedules: [
      ...tracking.schedules,
      {
        name: "dispatch.no-answer-timeout",
        pattern: "* * * * *",
        run: async () => {
          const count = await services.dispatch.system.sweepNoAnswer();
          if (count > 0) ctx.logger.info({ count }, "dispatch: unconfirmed legs back to unassigned");
        },
      },
      {
        // The workflow rules' time trigger: N hours before pickup, once per leg and rule.
        name: "workflow.hours-before-pickup",
        pattern: "* * * * *",
        run: async () => {
          const count = await services.dispatch.reminders.run();
          if (count > 0) ctx.logger.info({ count }, "workflow: reminders before pickup queued");
        },
      },
      {
        name: "dispatch.start-links",
        pattern: "* * * * *",
        run: async () => {
          const count = await services.dispatch.system.sendDueStartLinks();
          if (count > 0) ctx.logger.info({ count }, "dispatch: start links sent");
        },
      },
    ],
  };
};
