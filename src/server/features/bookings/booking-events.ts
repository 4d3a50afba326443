import type { RealtimePublisher } from "#server/platform/realtime/realtime-hub";
import { trackTopic } from "./tracking/tracking-topics";

/** The staff channel every booking and job change is told on (the job tracker, dashboard counts, alerts). */
export const JOBS_TOPIC = "jobs";
/** The topic the customer's booking page listens on (channel "booking-link", joined with its link token). */
export const bookingTopic = (bookingId: number) => `booking:${bookingId}`;

/**
 * Tells the open pages that a booking changed, once the change is committed: its id and new
 * version only (never names or phones); each page fetches what it shows through the API again.
 */
export function createBookingEvents(realtime: RealtimePublisher) {
  return {
    changed(bookingId: number, version: number) {
      const event = { type: "booking.changed" as const, bookingId, version };
      realtime.publish(JOBS_TOPIC, event);
      realtime.publish(bookingTopic(bookingId), event);
    },
    /** A leg moved (dispatch, the operator's links, the system): the tracker and the booking's page fetch it again. */
    jobChanged(jobId: number, bookingId: number, version: number) {
      const event = { type: "job.changed" as const, jobId, bookingId, version };
      realtime.publish(JOBS_TOPIC, event);
      realtime.publish(bookingTopic(bookingId), event);
      // The customer's track page of the leg refetches its view (status, timeline, ended).
      realtime.publish(trackTopic(jobId), event);
    },
  };
}
export type BookingEvents = ReturnType<typeof createBookingEvents>;
