import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoadmapItem, RoadmapItemInput } from "#shared/roadmap/roadmap.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/roadmap */
export const createRoadmapItem = (input: RoadmapItemInput) => adminFetch<RoadmapItem>("/api/admin/roadmap", { method: "POST", body: input });
export function useCreateRoadmapItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRoadmapItem, onSettled: () => client.invalidateQueries({ queryKey: ["roadmap"] }) });
}
