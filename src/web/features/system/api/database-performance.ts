import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DatabasePerformance } from "#shared/system/database-performance";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/database-performance */
export const fetchDatabasePerformance = () => adminFetch<DatabasePerformance>("/api/admin/database-performance");
export const databasePerformanceQuery = () => queryOptions({ queryKey: ["system", "database"], queryFn: fetchDatabasePerformance });
export const useDatabasePerformance = () => useQuery(databasePerformanceQuery());
