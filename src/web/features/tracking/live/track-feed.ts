import type { Language } from "#shared/i18n/languages";
import { REALTIME_PATH } from "#shared/realtime/realtime-constants";
import type { TrackPosition, TrackView } from "#shared/tracking/tracking-api";
import { TRACK_CHANNEL } from "#shared/tracking/tracking-constants";
import { createRealtimeClient } from "#web/lib/realtime/realtime-client";

/** A view older than this is read again when the phone comes back online (as the query cache's staleness did). */
const STALE_AFTER_MS = 60_000;
/** A failed read is tried once more after this (the site's query retry). */
const RETRY_AFTER_MS = 1_000;

export interface TrackFeedHandlers {
  /** A fix of this leg arrived over the realtime channel. */
  fix(fix: TrackPosition, jobId: number): void;
  /** The view as the server reads it now (after a status change, a rejoin, a return online). */
  view(view: TrackView): void;
  /** The link no longer works (404): the page shows the friendly page. */
  gone(): void;
}

/**
 * The track view kept live, as the hydrated page did it: the realtime client joins the `track`
 * channel with the token (in the join message, never in the address; reconnects after 1 s, 2 s,
 * 5 s, then every 10 s, with a heartbeat). Each `position` event hands its fix on; a `job.changed`
 * (arrived, on board, completed) and a rejoin after a lost socket read the view again
 * (GET /api/track/:token), as does a return online when the last read is more than a minute old.
 */
export function followTrack(token: string, language: Language, handlers: TrackFeedHandlers): () => void {
  let readAt = Date.now();
  let reading = false;
  let stopped = false;

  // A change that comes while a read is under way is read again after it (the read may predate it).
  let again = false;

  async function read(retry = true): Promise<void> {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const response = await fetch(`/api/track/${encodeURIComponent(token)}`, { headers: { Accept: "application/json", "Accept-Language": language } });
      if (response.status === 404) return handlers.gone();
      if (!response.ok) throw new Error(`track view: ${response.status}`);
      const view = (await response.json()) as TrackView;
      readAt = Date.now();
      if (!stopped) handlers.view(view);
    } catch {
      if (retry) setTimeout(() => void read(false), RETRY_AFTER_MS);
    } finally {
      reading = false;
      if (again) {
        again = false;
        void read();
      }
    }
  }

  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const client = createRealtimeClient({ url: async () => `${scheme}://${window.location.host}${REALTIME_PATH}` });
  const channel = client.channel(TRACK_CHANNEL, token);
  channel.onEvent((event) => {
    if (event.type === "position") {
      const { type: _type, jobId, ...fix } = event;
      handlers.fix(fix, jobId);
    } else if (event.type === "job.changed") void read();
  });
  channel.onState((state, detail) => {
    if (state === "joined" && detail.rejoined) void read();
  });
  const online = () => {
    if (Date.now() - readAt > STALE_AFTER_MS) void read();
  };
  window.addEventListener("online", online);
  return () => {
    stopped = true;
    window.removeEventListener("online", online);
    channel.leave();
    client.disconnect();
  };
}
