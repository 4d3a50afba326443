import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardAnswer } from "#shared/dashboard/dashboard-answer";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/dashboard */
export const fetchDashboard = () => adminFetch<DashboardAnswer>("/api/admin/dashboard");
export const DASHBOARD_KEY = ["dashboard"] as const;
export const dashboardQuery = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: fetchDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
