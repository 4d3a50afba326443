import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { operatorInputSchema, operatorListQuerySchema, operatorStatusSchema, operatorUpdateSchema } from "#shared/operators/operator.schema";
import { operatorsText } from "#shared/operators/operators-texts";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { parseQuery } from "#server/platform/http/validation";
import { staffWording } from "#server/platform/http/staff-wording";
import type { OperatorChange, OperatorsService } from "./operators.service";

/** Operator ids are serial integers; anything else names no operator (404, no query). */
const serialId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);
const { say, parse } = staffWording(operatorsText);
const NOT_FOUND = "This operator no longer exists.";

function answer(c: Context, result: OperatorChange, okStatus: 200 | 201 = 200) {
  const inStaffLanguage = say(c);
  switch (result.kind) {
    case "not-found":
      return c.json<ApiErrorBody>({ error: inStaffLanguage(NOT_FOUND) }, 404);
    case "conflict":
      return c.json<ApiErrorBody & { version?: number }>({ error: inStaffLanguage(result.message), version: result.version }, 409);
    case "invalid":
      return c.json<ApiErrorBody>(
        {
          error: inStaffLanguage("Some fields are not valid."),
          fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, inStaffLanguage(message)])),
        },
        400,
      );
    default:
      return c.json({ id: result.id, version: result.version }, okStatus);
  }
}

/** The admin operators API (/admin/operators): every role reads (dashboard.read), operations and admin write (operations.write). */
export function operatorsRoutes(deps: { operators: OperatorsService }): AdminRoute[] {
  const { operators } = deps;
  const withId = (c: Context, run: (id: number) => Promise<Response>) => {
    const id = serialId(idParam(c));
    return id === null ? c.json<ApiErrorBody>({ error: say(c)(NOT_FOUND) }, 404) : run(id);
  };
  return [
    adminRoute("GET", "/api/admin/operators", "dashboard.read", async (c) => {
      const parsed = parseQuery(c, operatorListQuerySchema, say(c));
      return parsed.ok ? c.json(await operators.list(parsed.data)) : parsed.response;
    }),
    adminRoute("GET", "/api/admin/operators/:id", "dashboard.read", (c) =>
      withId(c, async (id) => {
        const detail = await operators.detail(id);
        return detail ? c.json(detail) : c.json<ApiErrorBody>({ error: say(c)(NOT_FOUND) }, 404);
      }),
    ),
    adminRoute("POST", "/api/admin/operators", "operations.write", async (c, staff) => {
      const parsed = await parse(c, operatorInputSchema);
      return parsed.ok ? answer(c, await operators.create(staff.actor, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", "/api/admin/operators/:id", "operations.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, operatorUpdateSchema);
        return parsed.ok ? answer(c, await operators.update(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("POST", "/api/admin/operators/:id/status", "operations.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, operatorStatusSchema);
        return parsed.ok ? answer(c, await operators.setStatus(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/operators/:id", "operations.write", (c, staff) =>
      withId(c, async (id) => answer(c, await operators.remove(staff.actor, id))),
    ),
  ];
}
