import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { OWN_SESSIONS_KEY } from "./own-sessions";

/** POST /api/admin/account/sessions/:id/revoke; the list is read again afterwards, whether it worked or not. */
export const revokeOwnSession = (id: string) => adminFetch(`/api/admin/account/sessions/${encodeURIComponent(id)}/revoke`, { method: "POST" });

export function useRevokeOwnSession() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["account", "revoke-session"],
    mutationFn: revokeOwnSession,
    onSettled: () => client.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
  });
}
