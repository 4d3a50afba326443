import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoadmapItem, RoadmapMove } from "#shared/roadmap/roadmap.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/roadmap/:id/move (409 when the item changed meanwhile: the list is read again). */
export const moveRoadmapItem = ({ id, ...move }: RoadmapMove & { id: number }) =>
  adminFetch<RoadmapItem>(`/api/admin/roadmap/${id}/move`, { method: "POST", body: move });
export function useMoveRoadmapItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveRoadmapItem, onSettled: () => client.invalidateQueries({ queryKey: ["roadmap"] }) });
}
