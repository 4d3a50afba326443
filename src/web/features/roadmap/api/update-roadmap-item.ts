import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoadmapItem, RoadmapItemInput } from "#shared/roadmap/roadmap.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** PATCH /api/admin/roadmap/:id with the version the edit was made from (a stale one is a 409). */
export const updateRoadmapItem = ({ id, version, input }: { id: number; version: number; input: RoadmapItemInput }) =>
  adminFetch<RoadmapItem>(`/api/admin/roadmap/${id}`, { method: "PATCH", body: { ...input, version } });
export function useUpdateRoadmapItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRoadmapItem, onSettled: () => client.invalidateQueries({ queryKey: ["roadmap"] }) });
}
