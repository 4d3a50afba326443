import type { ModuleContext } from "#server/platform/modules/module-context";
import type { ScheduledTask } from "#server/platform/scheduler/scheduler";
import { POSITION_RETENTION_DAYS, STAFF_TRACKING_CHANNEL, TRACK_CHANNEL } from "#shared/tracking/tracking-constants";
import { trackingAdminRoutes } from "./tracking-admin.routes";
import { trackingRoutes } from "./tracking.routes";
import type { TrackingServices } from "./tracking-services";
import { STAFF_TRACKING_TOPIC, trackTopic } from "./tracking-topics";

const DAY_MS = 24 * 60 * 60_000;

/**
 * What live tracking adds to the bookings module: its realtime channels (the customer's page
 * joins `track` with its track token; staff join `tracking` with the job tracker's permission),
 * the driver's position route, the staff's track-link routes, and the retention purge.
 */
export function trackingParts(
  ctx: Pick<ModuleContext, "realtime" | "limiter" | "trustProxy" | "logger">,
  tracking: TrackingServices,
  options: { relaxed: boolean },
) {
  ctx.realtime.channels.define({ name: STAFF_TRACKING_CHANNEL, permission: "dashboard.read", topic: STAFF_TRACKING_TOPIC });
  ctx.realtime.channels.define({
    name: TRACK_CHANNEL,
    token: async (token) => {
      const link = await tracking.trackLinks.verify(token);
      // An ended leg's page shows no position: it needs no live fixes either.
      return link && !link.ended ? trackTopic(link.jobId) : null;
    },
  });
  const purge: ScheduledTask = {
    name: "tracking.purge-positions",
    pattern: "45 3 * * *",
    run: async () => {
      const before = new Date(Date.now() - POSITION_RETENTION_DAYS * DAY_MS);
      const purged = await tracking.positions.purgeBefore(before);
      ctx.logger.info({ purged, before: before.toISOString() }, "tracking: positions older than the retention purged");
    },
  };
  return {
    router: trackingRoutes({ ingest: tracking.ingest, limiter: options.relaxed ? null : ctx.limiter, trustProxy: ctx.trustProxy }),
    adminRoutes: trackingAdminRoutes({ trackLinks: tracking.trackLinks }),
    schedules: [purge],
  };
}
