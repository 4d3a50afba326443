import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoadmapEvent } from "#shared/roadmap/roadmap.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/roadmap/:id/events */
export const fetchRoadmapHistory = (id: number) => adminFetch<RoadmapEvent[]>(`/api/admin/roadmap/${id}/events`);
export const roadmapHistoryQuery = (id: number) => queryOptions({ queryKey: ["roadmap", "history", id], queryFn: () => fetchRoadmapHistory(id) });
export const useRoadmapHistory = (id: number) => useQuery(roadmapHistoryQuery(id));
