import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { WORKFLOW_RULES_PATH } from "#shared/messaging/workflow-api";
import { workflowRuleCreateSchema, workflowRuleUpdateSchema } from "#shared/messaging/workflow.schema";
import { WORKFLOW_RULE_DUPLICATE, WORKFLOW_RULE_NOT_FOUND, WORKFLOW_RULE_STALE, workflowText } from "#shared/messaging/workflow-texts";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import type { WorkflowRuleChange, WorkflowRulesService } from "./workflow-rules.service";

/** DESIGN Roles: the workflow is written by admin and operations, read by every staff member. */
export const WORKFLOW_WRITE = "operations.write";
export const WORKFLOW_READ = "dashboard.read";

const { say, parse } = staffWording(workflowText);
// Rule ids are serial numbers; anything else is simply not one of them (404, no query).
const ruleId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const notFound = (c: Context) => c.json<ApiErrorBody>({ error: say(c)(WORKFLOW_RULE_NOT_FOUND) }, 404);

function answer(c: Context, result: WorkflowRuleChange, status: 200 | 201 = 200): Response {
  if (result.kind === "done") return c.json(result.rule, status);
  if (result.kind === "not-found") return notFound(c);
  if (result.kind === "stale") return c.json({ error: say(c)(WORKFLOW_RULE_STALE), current: result.rule }, 409);
  if (result.kind === "duplicate") return c.json<ApiErrorBody>({ error: say(c)(WORKFLOW_RULE_DUPLICATE) }, 409);
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, say(c)(message)]));
  return c.json<ApiErrorBody>({ error: Object.values(fieldErrors)[0]!, fieldErrors }, 400);
}

/** /admin/workflow's API (src/shared/messaging/workflow-api.ts): list with stats, create, edit, delete. */
export function workflowRulesRoutes(deps: { rules: WorkflowRulesService }): AdminRoute[] {
  const one = `${WORKFLOW_RULES_PATH}/:id`;
  return [
    adminRoute("GET", WORKFLOW_RULES_PATH, WORKFLOW_READ, async (c) => c.json(await deps.rules.list())),
    adminRoute("POST", WORKFLOW_RULES_PATH, WORKFLOW_WRITE, async (c, staff) => {
      const body = await parse(c, workflowRuleCreateSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.rules.create(staff.actor, body.data), 201);
    }),
    adminRoute("PATCH", one, WORKFLOW_WRITE, async (c, staff) => {
      const id = ruleId(idParam(c));
      if (id === null) return notFound(c);
      const body = await parse(c, workflowRuleUpdateSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.rules.update(staff.actor, id, body.data));
    }),
    // ?version=N (optional): a delete from a stale copy is refused like an edit.
    adminRoute("DELETE", one, WORKFLOW_WRITE, async (c, staff) => {
      const id = ruleId(idParam(c));
      const raw = c.req.query("version");
      const version = raw === undefined ? null : ruleId(raw);
      if (id === null || (raw !== undefined && version === null)) return notFound(c);
      const result = await deps.rules.remove(staff.actor, id, version);
      return result.kind === "done" ? c.body(null, 204) : answer(c, result);
    }),
  ];
}
