import type { ModuleContext } from "#server/platform/modules/module-context";
import type { RealtimePublisher } from "#server/platform/realtime/realtime-hub";
import { createPositionIngest } from "./position-ingest.service";
import { createPositionsRepository } from "./positions.repository";
import { createTrackLinks } from "./track-links.service";
import { createTrackLinksRepository } from "./track-links.repository";
import { publishPositions } from "./tracking-topics";

/**
 * Live tracking (issue 23), built once per process inside the bookings feature (it uses the
 * feature's token links, signing key and the job-move primitive's follower):
 * - trackLinks.legMoved — the job-move follower (track link on start, its end 2 h after the leg's);
 * - trackLinks.trackingLinkFor(jobId) — the leg's live link (for the workflow rule `job.started`);
 * - trackLinks.verify / state / reissue / revoke — the customer's link and staff's controls;
 * - ingest.ingest(startToken, batch) — the driver's fixes;
 * - positions.purgeBefore — the retention purge.
 */
export function createTrackingServices(
  ctx: Pick<ModuleContext, "db" | "siteUrl"> & {
    realtime: RealtimePublisher;
    audit?: ModuleContext["audit"];
    config?: Pick<ModuleContext["config"], "AUTH_SECRET">;
  },
  now: () => Date = () => new Date(),
) {
  const positions = createPositionsRepository(ctx.db);
  const trackLinks = createTrackLinks({
    repository: createTrackLinksRepository(ctx.db),
    authSecret: ctx.config?.AUTH_SECRET,
    siteUrl: ctx.siteUrl,
    audit: ctx.audit,
    now,
  });
  return {
    positions,
    trackLinks,
    ingest: createPositionIngest({
      repository: positions,
      published: (jobId, fixes) => publishPositions(ctx.realtime, jobId, fixes),
      now,
    }),
  };
}
export type TrackingServices = ReturnType<typeof createTrackingServices>;
