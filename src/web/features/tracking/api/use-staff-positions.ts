import { useQueryClient } from "@tanstack/react-query";
import type { JobTrack, LiveMap, TrackPosition } from "#shared/tracking/tracking-api";
import { STAFF_TRACKING_CHANNEL } from "#shared/tracking/tracking-constants";
import { useChannelEvents } from "#web/lib/realtime/realtime-provider";
import { jobTrackKey, LIVE_MAP_KEY } from "./staff-maps";

const newer = (fix: TrackPosition, than: TrackPosition | null) => !than || Date.parse(fix.recordedAt) > Date.parse(than.recordedAt);

/**
 * The staff maps kept live over the `tracking` channel: a `position` moves its leg's marker and
 * extends an open track; a leg that starts or ends (job.changed) and a rejoin read the map again.
 */
export function useStaffPositions(): void {
  const client = useQueryClient();
  const reread = () => void client.invalidateQueries({ queryKey: ["tracking"] });
  useChannelEvents(
    STAFF_TRACKING_CHANNEL,
    undefined,
    (event) => {
      if (event.type === "job.changed") return reread();
      if (event.type !== "position") return;
      const { type: _type, jobId, ...fix } = event;
      const heardAt = new Date().toISOString();
      client.setQueryData<LiveMap>(LIVE_MAP_KEY, (map) => {
        if (!map) return map;
        if (!map.legs.some((leg) => leg.jobId === jobId)) {
          reread();
          return map;
        }
        return {
          ...map,
          legs: map.legs.map((leg) => (leg.jobId === jobId && newer(fix, leg.lastPosition) ? { ...leg, lastPosition: fix, lastHeardAt: heardAt } : leg)),
        };
      });
      client.setQueryData<JobTrack>(jobTrackKey(jobId), (track) =>
        track && newer(fix, track.lastPosition) ? { ...track, positions: [...track.positions, fix], lastPosition: fix, lastHeardAt: heardAt } : track,
      );
    },
    reread,
  );
}
