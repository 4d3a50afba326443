import { Hono, type Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { isId } from "#shared/validation/ids";
import type { Requirement, StaffContext, StaffGuard } from "./staff-guard";

export type AdminMethod = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One admin API route: its method, path, and the permission it needs, declared together.
 * All of them are mounted through the guard by `mountAdminRoutes`, and the permission test
 * walks the same list, so a route cannot exist without a checked permission.
 */
export interface AdminRoute {
  method: AdminMethod;
  path: string;
  requirement: Requirement;
  allowWithoutMfa?: boolean;
  csrfExempt?: boolean;
  handler: (c: Context, staff: StaffContext) => Promise<Response> | Response;
}

export function adminRoute(
  method: AdminMethod,
  path: string,
  requirement: Requirement,
  handler: AdminRoute["handler"],
  extra: { allowWithoutMfa?: boolean; csrfExempt?: boolean } = {},
): AdminRoute {
  if (!path.startsWith("/api/admin/")) throw new Error(`Admin routes live under /api/admin/: ${path}`);
  return { method, path, requirement, handler, ...extra };
}

export function mountAdminRoutes(routes: readonly AdminRoute[], guard: StaffGuard): Hono {
  const app = new Hono();
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      c.header("Cache-Control", "no-store");
      const result = await guard(c, { requirement: route.requirement, allowWithoutMfa: route.allowWithoutMfa, csrfExempt: route.csrfExempt });
      if (!result.ok) return result.response;
      // Every path parameter is an id, checked by shape before any handler can query with it.
      if (!Object.values(c.req.param() as Record<string, string>).every(isId)) return c.json<ApiErrorBody>({ error: "Not found." }, 404);
      return route.handler(c, result.staff);
    });
  }
  return app;
}

/** The `:id` of a route path (always present when the route matched, and id-shaped: see mountAdminRoutes). */
export function idParam(c: Context): string {
  return c.req.param("id") ?? "";
}
