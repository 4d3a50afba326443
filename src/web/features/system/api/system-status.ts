import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemStatus } from "#shared/system/system-status";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** How often the dashboard asks again: live enough to watch a load, light enough to leave open. */
export const SYSTEM_REFRESH_MS = 3_000;

/** GET /api/admin/system/status */
export const fetchSystemStatus = () => adminFetch<SystemStatus>("/api/admin/system/status");
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ["system", "status"],
    queryFn: fetchSystemStatus,
    refetchInterval: SYSTEM_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
export const useSystemStatus = () => useQuery(systemStatusQuery());
