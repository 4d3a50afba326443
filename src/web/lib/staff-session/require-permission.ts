import { data, type AppLoadContext } from "react-router";
import type { Permission } from "#shared/auth/roles";
import { languageOf } from "#web/lib/language";

/**
 * For admin page loaders: the page answers 403 (shown inside the admin layout) to a role
 * without the permission. The API checks again on every call; this only keeps the screen honest.
 */
export async function requirePermission(context: AppLoadContext, request: Request, permission: Permission) {
  const staff = await context.staff.whoIs(request);
  if (staff && !staff.permissions.includes(permission)) throw data({ reason: "forbidden" }, { status: 403 });
  return { language: languageOf(request) };
}
