import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoadmapItem } from "#shared/roadmap/roadmap.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/roadmap */
export const fetchRoadmapItems = () => adminFetch<RoadmapItem[]>("/api/admin/roadmap");
export const roadmapItemsQuery = () => queryOptions({ queryKey: ["roadmap", "items"], queryFn: fetchRoadmapItems });
export const useRoadmapItems = () => useQuery(roadmapItemsQuery());
