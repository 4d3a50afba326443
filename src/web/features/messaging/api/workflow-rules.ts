import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { WORKFLOW_RULES_PATH, type WorkflowRulesList, type WorkflowRuleView } from "#shared/messaging/workflow-api";
import type { WorkflowRuleCreate, WorkflowRuleUpdate } from "#shared/messaging/workflow.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/workflow-rules: the rules with their counts and last failure, and the form's choices. */
export const workflowRulesQuery = () => queryOptions({ queryKey: ["workflow-rules"], queryFn: () => adminFetch<WorkflowRulesList>(WORKFLOW_RULES_PATH) });
export const useWorkflowRules = () => useQuery(workflowRulesQuery());

function useRuleMutation<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: ["workflow-rules"] }) });
}

/** POST /api/admin/workflow-rules */
export const useCreateWorkflowRule = () =>
  useRuleMutation((input: WorkflowRuleCreate) => adminFetch<WorkflowRuleView>(WORKFLOW_RULES_PATH, { method: "POST", body: input }));

/** PATCH /api/admin/workflow-rules/:id (the version edited from; a stale one is a 409). */
export const useUpdateWorkflowRule = () =>
  useRuleMutation(({ id, input }: { id: number; input: WorkflowRuleUpdate }) =>
    adminFetch<WorkflowRuleView>(`${WORKFLOW_RULES_PATH}/${id}`, { method: "PATCH", body: input }),
  );

/** DELETE /api/admin/workflow-rules/:id?version=N */
export const useDeleteWorkflowRule = () =>
  useRuleMutation(({ id, version }: { id: number; version: number }) =>
    adminFetch<null>(`${WORKFLOW_RULES_PATH}/${id}?version=${version}`, { method: "DELETE" }),
  );
