import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OptimizationAction, OptimizationActionAnswer, OptimizationAnswer } from "#shared/system/optimization";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/optimization */
export const fetchOptimization = () => adminFetch<OptimizationAnswer>("/api/admin/optimization");
export const optimizationQuery = () => queryOptions({ queryKey: ["system", "optimization"], queryFn: fetchOptimization });
export const useOptimization = () => useQuery(optimizationQuery());

/** POST /api/admin/optimization/actions: runs one safe action, then the list is asked again. */
export const runOptimizationAction = (action: OptimizationAction) =>
  adminFetch<OptimizationActionAnswer>("/api/admin/optimization/actions", { method: "POST", body: { action } });
export function useRunOptimizationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["system", "optimization", "action"],
    mutationFn: runOptimizationAction,
    onSettled: () => client.invalidateQueries({ queryKey: ["system", "optimization"] }),
  });
}
