import type { Role } from "#shared/auth/roles";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useUsersMutation } from "./use-users-mutation";

/** PATCH /api/admin/users/:id/role */
export const changeRole = ({ id, role }: { id: string; role: Role }) =>
  adminFetch(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: "PATCH", body: { role } });
export const useChangeRole = () => useUsersMutation("change-role", changeRole);
