import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useUsersMutation } from "./use-users-mutation";

/** DELETE /api/admin/users/invitations/:id */
export const revokeInvitation = (id: string) => adminFetch(`/api/admin/users/invitations/${encodeURIComponent(id)}`, { method: "DELETE" });
export const useRevokeInvitation = () => useUsersMutation("revoke-invitation", revokeInvitation);
