import { isJobStatus } from "#shared/bookings/job-lifecycle";
import { SHARING_STATUSES } from "#shared/tracking/tracking-constants";
import { MAX_JOB_TRACK_POINTS, type JobTrack, type LiveMap } from "#shared/tracking/tracking-api";
import type { LiveMapRepository } from "./live-map.repository";

/**
 * The staff live map (every leg under way: started, arrived, on board, with its newest fix and
 * when it was last heard from) and one leg's track for its panel (a polyline thinned evenly to at
 * most MAX_JOB_TRACK_POINTS, the newest fix always kept). Staff-only: the routes check
 * dashboard.read, like the job tracker.
 */
export function createLiveMapService(deps: { repository: LiveMapRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async live(): Promise<LiveMap> {
      const legs = await deps.repository.legsUnderWay(SHARING_STATUSES);
      const fixes = await deps.repository.newestFixes(legs.map((leg) => leg.jobId));
      return {
        legs: legs.flatMap((leg) => {
          if (!isJobStatus(leg.status)) return [];
          const fix = fixes.get(leg.jobId);
          return [
            {
              jobId: leg.jobId,
              bookingId: leg.bookingId,
              reference: leg.reference,
              legIndex: leg.legIndex,
              status: leg.status,
              pickupAt: leg.pickupAt.toISOString(),
              operatorName: leg.operatorName,
              driverName: leg.driver?.name ?? null,
              plate: leg.vehicle?.plate ?? null,
              lastPosition: fix?.position ?? null,
              lastHeardAt: fix ? fix.receivedAt.toISOString() : null,
            },
          ];
        }),
        now: now().toISOString(),
      };
    },

    /** Null when the leg does not exist. */
    async track(jobId: number): Promise<JobTrack | null> {
      const status = await deps.repository.jobStatus(jobId);
      if (status === null || !isJobStatus(status)) return null;
      const count = await deps.repository.fixCount(jobId);
      const step = Math.max(1, Math.ceil(count / MAX_JOB_TRACK_POINTS));
      const { positions, newestReceivedAt } = count === 0 ? { positions: [], newestReceivedAt: null } : await deps.repository.track(jobId, step);
      return {
        jobId,
        status,
        positions,
        lastPosition: positions.at(-1) ?? null,
        lastHeardAt: newestReceivedAt ? new Date(newestReceivedAt).toISOString() : null,
      };
    },
  };
}
export type LiveMapService = ReturnType<typeof createLiveMapService>;
