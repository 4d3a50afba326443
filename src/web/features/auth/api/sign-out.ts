import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authFetch, markSigningOut } from "#web/lib/staff-session/admin-api";
import { clearCsrfToken } from "#web/lib/staff-session/csrf-store";

/** POST /api/admin/auth/sign-out; a failure still forgets the token here (the session ends on the server anyway). */
export async function signOut(): Promise<void> {
  markSigningOut();
  await authFetch("/api/admin/auth/sign-out", { method: "POST" }).catch(() => undefined);
  clearCsrfToken();
}

/** Signs out and forgets every cached answer, so the next person at this browser sees none of them. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({ mutationKey: ["auth", "sign-out"], mutationFn: signOut, onSettled: () => client.clear() });
}
