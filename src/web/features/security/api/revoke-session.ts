import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/security/sessions/:id/revoke; the security lists are read again afterwards. */
export const revokeSession = (id: string) => adminFetch(`/api/admin/security/sessions/${encodeURIComponent(id)}/revoke`, { method: "POST" });

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["security", "revoke-session"],
    mutationFn: revokeSession,
    onSettled: () => client.invalidateQueries({ queryKey: ["security"] }),
  });
}
