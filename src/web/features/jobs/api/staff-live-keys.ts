import type { QueryKey } from "@tanstack/react-query";
import type { RealtimeEvent } from "#shared/realtime/realtime-messages";
import { TRACKER_KEY } from "./tracker-queries";

/**
 * What one event on the staff "jobs" channel makes stale. Lists, counts and alerts always (a
 * move changes what needs an operator); of the open panels only the booking and the leg it
 * names; every open picker (an operator's other legs decide who is busy). `dashboard` is the
 * dashboard's key, passed in so this file stays inside the tracker feature.
 */
export function staffKeysFor(event: RealtimeEvent, dashboard: QueryKey): QueryKey[] {
  // Only booking and job events travel on the "jobs" channel; another kind makes nothing here stale.
  if (event.type !== "booking.changed" && event.type !== "job.changed") return [];
  const keys: QueryKey[] = [
    [...TRACKER_KEY, "jobs"],
    [...TRACKER_KEY, "bookings"],
    [...TRACKER_KEY, "booking", event.bookingId],
    [...TRACKER_KEY, "dispatch-alerts"],
    [...TRACKER_KEY, "candidates"],
    dashboard,
  ];
  // A booking change (a cancellation, an edited time) may move any of its legs: their panels too.
  keys.push(event.type === "job.changed" ? [...TRACKER_KEY, "dispatch", event.jobId] : [...TRACKER_KEY, "dispatch"]);
  return keys;
}
