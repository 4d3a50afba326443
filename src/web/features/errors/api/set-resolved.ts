import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ErrorGroupView } from "#shared/errors/error-groups";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { ERROR_GROUPS_KEY } from "./error-groups";

/** POST /api/admin/error-logs/:id/resolve or /reopen */
export const setResolved = ({ id, resolved }: { id: number; resolved: boolean }) =>
  adminFetch<ErrorGroupView>(`/api/admin/error-logs/${id}/${resolved ? "resolve" : "reopen"}`, { method: "POST" });
export function useSetResolved() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["error-logs", "resolve"],
    mutationFn: setResolved,
    onSettled: () => client.invalidateQueries({ queryKey: ERROR_GROUPS_KEY }),
  });
}
