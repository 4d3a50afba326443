import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemSample } from "#shared/system/system-status";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/system/history: the last three minutes, asked once when the dashboard opens. */
export const fetchSystemHistory = () => adminFetch<SystemSample[]>("/api/admin/system/history");
export const systemHistoryQuery = () => queryOptions({ queryKey: ["system", "history"], queryFn: fetchSystemHistory, staleTime: 0, gcTime: 0 });
export const useSystemHistory = () => useQuery(systemHistoryQuery());
