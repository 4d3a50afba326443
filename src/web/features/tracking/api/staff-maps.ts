import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobTrack, LiveMap } from "#shared/tracking/tracking-api";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export const LIVE_MAP_KEY = ["tracking", "live"] as const;
export const jobTrackKey = (jobId: number) => ["tracking", "track", jobId] as const;

/** GET /api/admin/tracking/live: every leg under way with its newest fix. */
export const liveMapQuery = () => queryOptions({ queryKey: LIVE_MAP_KEY, queryFn: () => adminFetch<LiveMap>("/api/admin/tracking/live") });
export const useLiveMap = () => useQuery(liveMapQuery());

/** GET /api/admin/jobs/:jobId/track: a leg's polyline and last position. */
export const jobTrackQuery = (jobId: number) =>
  queryOptions({ queryKey: jobTrackKey(jobId), queryFn: () => adminFetch<JobTrack>(`/api/admin/jobs/${jobId}/track`) });
export const useJobTrack = (jobId: number) => useQuery(jobTrackQuery(jobId));
