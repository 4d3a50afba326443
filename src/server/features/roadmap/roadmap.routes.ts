import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { ROADMAP_NOT_FOUND, ROADMAP_STALE, roadmapText } from "#shared/roadmap/roadmap-texts";
import { roadmapItemInputSchema, roadmapItemUpdateSchema, roadmapMoveSchema } from "#shared/roadmap/roadmap.schema";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import type { RoadmapChange, RoadmapService } from "./roadmap.service";

/** DESIGN: the roadmap is the administrators' (role matrix). */
export const ROADMAP_PERMISSION = "roadmap.manage";

// Item ids are serial numbers; any other id-shaped text is simply not one of them.
const itemId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const { say: inStaffLanguage, parse } = staffWording(roadmapText);
const notFound = (c: Context) => c.json<ApiErrorBody>({ error: inStaffLanguage(c)(ROADMAP_NOT_FOUND) }, 404);

function answer(c: Context, result: RoadmapChange): Response {
  if (result.kind === "not-found") return notFound(c);
  if (result.kind === "stale") return c.json({ error: inStaffLanguage(c)(ROADMAP_STALE), current: result.item }, 409);
  return c.json(result.item);
}

/** The roadmap board's API: list, create, edit, move, delete (all audited, each with a history event), an item's history. */
export function roadmapRoutes(deps: { roadmap: RoadmapService }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/roadmap", ROADMAP_PERMISSION, async (c) => c.json(await deps.roadmap.list())),
    adminRoute("POST", "/api/admin/roadmap", ROADMAP_PERMISSION, async (c, staff) => {
      const body = await parse(c, roadmapItemInputSchema);
      if (!body.ok) return body.response;
      return c.json(await deps.roadmap.create(staff.actor, body.data), 201);
    }),
    adminRoute("PATCH", "/api/admin/roadmap/:id", ROADMAP_PERMISSION, async (c, staff) => {
      const id = itemId(idParam(c));
      if (id === null) return notFound(c);
      const body = await parse(c, roadmapItemUpdateSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.roadmap.edit(staff.actor, id, body.data));
    }),
    adminRoute("POST", "/api/admin/roadmap/:id/move", ROADMAP_PERMISSION, async (c, staff) => {
      const id = itemId(idParam(c));
      if (id === null) return notFound(c);
      const body = await parse(c, roadmapMoveSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.roadmap.move(staff.actor, id, body.data));
    }),
    adminRoute("DELETE", "/api/admin/roadmap/:id", ROADMAP_PERMISSION, async (c, staff) => {
      const id = itemId(idParam(c));
      if (id === null || !(await deps.roadmap.remove(staff.actor, id))) return notFound(c);
      return c.body(null, 204);
    }),
    adminRoute("GET", "/api/admin/roadmap/:id/events", ROADMAP_PERMISSION, async (c) => {
      const id = itemId(idParam(c));
      if (id === null) return notFound(c);
      return c.json(await deps.roadmap.history(id));
    }),
  ];
}
