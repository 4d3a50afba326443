import { useQueryClient } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import type { TrackPosition, TrackView } from "#shared/tracking/tracking-api";
import { RECENT_POSITIONS, TRACK_CHANNEL } from "#shared/tracking/tracking-constants";
import { useChannelEvents } from "#web/lib/realtime/realtime-provider";
import { trackViewQuery, useTrackView } from "./track-view";

/** The view with one more fix (ignored when not newer than the newest: a late or repeated event). */
export function withFix(view: TrackView, fix: TrackPosition): TrackView {
  const newest = view.lastPosition;
  if (view.ended || (newest && Date.parse(fix.recordedAt) <= Date.parse(newest.recordedAt))) return view;
  return { ...view, lastPosition: fix, recentPositions: [...view.recentPositions, fix].slice(-RECENT_POSITIONS) };
}

/**
 * The track view kept live: each `position` event on the link's `track` channel (joined with the
 * token, never in the address) adds its fix; a `job.changed` (arrived, on board, completed) and a
 * rejoin after a lost connection read the view again.
 */
export function useLiveTrack(token: string, language: Language, initial: TrackView | undefined) {
  const queryClient = useQueryClient();
  const query = useTrackView(token, language, initial);
  const { queryKey } = trackViewQuery(token, language);
  const reread = () => void queryClient.invalidateQueries({ queryKey });
  useChannelEvents(
    TRACK_CHANNEL,
    token,
    (event) => {
      if (event.type === "position") {
        const { type: _type, jobId, ...fix } = event;
        queryClient.setQueryData<TrackView>(queryKey, (view) => (view && view.jobId === jobId ? withFix(view, fix) : view));
      } else if (event.type === "job.changed") reread();
    },
    reread,
  );
  return query;
}
