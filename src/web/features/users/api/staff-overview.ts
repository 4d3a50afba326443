import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffOverviewAnswer } from "#shared/users/users-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/users: staff accounts and open invitations. */
export const fetchStaffOverview = () => adminFetch<StaffOverviewAnswer>("/api/admin/users");

/** Every change on the users page refreshes this, whether it worked or not (./use-users-mutation). */
export const USERS_KEY = ["users"] as const;
export const staffOverviewQuery = () => queryOptions({ queryKey: USERS_KEY, queryFn: fetchStaffOverview });
export const useStaffOverview = () => useQuery(staffOverviewQuery());
