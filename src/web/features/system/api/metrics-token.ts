import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/system/metrics-token: a new scraper token for /metrics, shown once. */
export const createMetricsToken = () => adminFetch<{ token: string }>("/api/admin/system/metrics-token", { method: "POST" });
export function useCreateMetricsToken() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["system", "metrics-token"],
    mutationFn: createMetricsToken,
    onSettled: () => client.invalidateQueries({ queryKey: ["system"] }),
  });
}
