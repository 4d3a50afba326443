import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useUsersMutation } from "./use-users-mutation";

/** POST /api/admin/users/:id/reset-mfa */
export const resetMfa = (id: string) => adminFetch(`/api/admin/users/${encodeURIComponent(id)}/reset-mfa`, { method: "POST" });
export const useResetMfa = () => useUsersMutation("reset-mfa", resetMfa);
