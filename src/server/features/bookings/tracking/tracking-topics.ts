import type { RealtimePublisher } from "#server/platform/realtime/realtime-hub";
import type { TrackPosition } from "#shared/tracking/tracking-api";

/** The topic a leg's customer track page listens on (channel `track`, joined with its track token). */
export const trackTopic = (jobId: number) => `track:${jobId}`;
/** The staff live map's topic (channel `tracking`, dashboard.read). */
export const STAFF_TRACKING_TOPIC = "tracking";

/**
 * Publishes accepted fixes once they are committed: to the leg's customer page and to the staff
 * map. A fix carries no name or phone, only where the vehicle is (which is what these pages are for).
 */
export function publishPositions(realtime: RealtimePublisher, jobId: number, positions: readonly TrackPosition[]): void {
  for (const position of positions) {
    const event = { type: "position" as const, jobId, ...position };
    realtime.publish(trackTopic(jobId), event);
    realtime.publish(STAFF_TRACKING_TOPIC, event);
  }
}
