import { useQuery } from "@tanstack/react-query";
import type { DispatchMarginDay } from "#shared/dispatch/dispatch-api";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { DASHBOARD_KEY } from "./dashboard";

/** GET /api/admin/dispatch/margin (operations.write); under the dashboard's key, so a job change refreshes it. */
export const useDispatchMargin = (enabled: boolean) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, "margin"],
    queryFn: () => adminFetch<DispatchMarginDay[]>("/api/admin/dispatch/margin"),
    enabled,
  });
