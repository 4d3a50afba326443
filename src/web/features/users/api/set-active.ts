import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useUsersMutation } from "./use-users-mutation";

/** POST /api/admin/users/:id/deactivate or /reactivate */
export const setActive = ({ id, active }: { id: string; active: boolean }) =>
  adminFetch(`/api/admin/users/${encodeURIComponent(id)}/${active ? "reactivate" : "deactivate"}`, { method: "POST" });
export const useSetActive = () => useUsersMutation("set-active", setActive);
