import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DispatchAlerts, DispatchCandidate, LegDispatch } from "#shared/dispatch/dispatch-api";
import type { AssignInput, AskAvailabilityInput, StaffJobMoveInput, UnassignInput } from "#shared/dispatch/dispatch.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { TRACKER_KEY } from "./tracker-queries";

/*
 * The dispatch reads and moves of one leg (#shared/dispatch/dispatch-api). Every key sits under
 * the tracker's, so a realtime job.changed (staff-live-keys.ts) and each move mark them stale.
 */
export const dispatchKey = (jobId: number) => [...TRACKER_KEY, "dispatch", jobId] as const;
export const candidatesKey = (jobId: number) => [...TRACKER_KEY, "candidates", jobId] as const;
export const DISPATCH_ALERTS_KEY = [...TRACKER_KEY, "dispatch-alerts"] as const;

/** GET /api/admin/jobs/:jobId/dispatch */
export const legDispatchQuery = (jobId: number) =>
  queryOptions({ queryKey: dispatchKey(jobId), queryFn: () => adminFetch<LegDispatch>(`/api/admin/jobs/${jobId}/dispatch`) });
export const useLegDispatch = (jobId: number) => useQuery(legDispatchQuery(jobId));

/** GET /api/admin/jobs/:jobId/candidates (read when the picker opens). */
export const useCandidates = (jobId: number, enabled: boolean) =>
  useQuery({ queryKey: candidatesKey(jobId), queryFn: () => adminFetch<DispatchCandidate[]>(`/api/admin/jobs/${jobId}/candidates`), enabled });

/** GET /api/admin/dispatch/alerts (the header's banner and count). */
export const useDispatchAlerts = () => useQuery({ queryKey: DISPATCH_ALERTS_KEY, queryFn: () => adminFetch<DispatchAlerts>("/api/admin/dispatch/alerts") });

export type DispatchMove =
  | { action: "ask"; body: AskAvailabilityInput }
  | { action: "assign"; body: AssignInput }
  | { action: "unassign"; body: UnassignInput }
  | { action: "transition"; body: StaffJobMoveInput }
  | { action: "start-link"; body?: undefined }
  | { action: "dismiss-alert"; body?: undefined };

/** POST /api/admin/jobs/:jobId/<move>; the answer is the leg's new dispatch, and the tracker is read again. */
export function useDispatchMove(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...TRACKER_KEY, "dispatch-move", jobId],
    mutationFn: (move: DispatchMove) => adminFetch<LegDispatch>(`/api/admin/jobs/${jobId}/${move.action}`, { method: "POST", body: move.body ?? {} }),
    onSuccess: (answer) => client.setQueryData(dispatchKey(jobId), answer),
    onSettled: () => client.invalidateQueries({ queryKey: TRACKER_KEY }),
  });
}
