import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationDetailsAnswer } from "#shared/auth/auth-answers";
import { authFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/invitation?token=: whom an invitation link is for. */
export const fetchInvitationDetails = (token: string) => authFetch<InvitationDetailsAnswer>(`/api/admin/invitation?token=${encodeURIComponent(token)}`, {});

export const invitationDetailsQuery = (token: string) =>
  queryOptions({ queryKey: ["auth", "invitation", token], queryFn: () => fetchInvitationDetails(token) });
export const useInvitationDetails = (token: string) => useQuery(invitationDetailsQuery(token));
