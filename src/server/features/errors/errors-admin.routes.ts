import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { errorGroupQuerySchema } from "#shared/errors/error-groups";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { parseQuery } from "#server/platform/http/validation";
import type { ErrorsService } from "./errors.service";

const PERMISSION = "errors.manage";

/** /admin/error-logs: groups filtered and searched, resolve and reopen (audited). */
export function errorsAdminRoutes(deps: { errors: ErrorsService }): AdminRoute[] {
  const change = (resolved: boolean) => async (c: Context, staff: StaffContext) => {
    const id = Number(idParam(c));
    if (!Number.isSafeInteger(id) || id < 1) return c.json<ApiErrorBody>({ error: "This error group does not exist." }, 404);
    const group = await deps.errors.setResolved(staff.actor, id, resolved);
    return group ? c.json(group) : c.json<ApiErrorBody>({ error: "This error group does not exist." }, 404);
  };
  return [
    adminRoute("GET", "/api/admin/error-logs", PERMISSION, async (c) => {
      const parsed = parseQuery(c, errorGroupQuerySchema);
      if (!parsed.ok) return parsed.response;
      const [page, open] = await Promise.all([deps.errors.groups(parsed.data), deps.errors.openCount()]);
      return c.json({ ...page, open });
    }),
    adminRoute("POST", "/api/admin/error-logs/:id/resolve", PERMISSION, change(true)),
    adminRoute("POST", "/api/admin/error-logs/:id/reopen", PERMISSION, change(false)),
  ];
}
