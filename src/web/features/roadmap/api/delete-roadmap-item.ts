import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** DELETE /api/admin/roadmap/:id */
export const deleteRoadmapItem = (id: number) => adminFetch<null>(`/api/admin/roadmap/${id}`, { method: "DELETE" });
export function useDeleteRoadmapItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRoadmapItem, onSettled: () => client.invalidateQueries({ queryKey: ["roadmap"] }) });
}
