import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "#shared/auth/roles";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  banned: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}
export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

const KEY = ["users"];
export const useStaffOverview = () =>
  useQuery({ queryKey: KEY, queryFn: () => adminFetch<{ staff: StaffRow[]; invitations: InvitationRow[] }>("/api/admin/users") });

/** Every change refreshes the list afterwards, whether it worked or not. */
function useUsersMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useInvite = () => useUsersMutation((input: { email: string; role: Role }) => adminFetch("/api/admin/users/invitations", { body: input }));
export const useRevokeInvitation = () => useUsersMutation((id: string) => adminFetch(`/api/admin/users/invitations/${id}`, { method: "DELETE" }));
export const useChangeRole = () =>
  useUsersMutation(({ id, role }: { id: string; role: Role }) => adminFetch(`/api/admin/users/${id}/role`, { method: "PATCH", body: { role } }));
export const useSetActive = () =>
  useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    adminFetch(`/api/admin/users/${id}/${active ? "reactivate" : "deactivate"}`, { method: "POST" }),
  );
export const useResetMfa = () => useUsersMutation((id: string) => adminFetch(`/api/admin/users/${id}/reset-mfa`, { method: "POST" }));
