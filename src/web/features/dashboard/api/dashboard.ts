import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardAnswer } from "#shared/dashboard/dashboard-answer";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/dashboard */
export const fetchDashboard = () => adminFetch<DashboardAnswer>("/api/admin/dashboard");
export const dashboardQuery = () => queryOptions({ queryKey: ["dashboard"], queryFn: fetchDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
