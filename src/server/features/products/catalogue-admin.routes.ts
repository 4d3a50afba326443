import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import {
  extraInputSchema,
  extraKindSchema,
  productInputSchema,
  productRoutesInputSchema,
  seasonInputSchema,
  vehicleClassInputSchema,
} from "#shared/products/catalogue-admin.schema";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import { catalogueText } from "#shared/products/catalogue-texts";
import { type CatalogueAdminService, type CatalogueChange } from "./catalogue-admin.service";

/** Our catalogue ids are serial integers; anything else names no row (404, no query). */
const serialId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);
const { say: inStaffLanguage, parse } = staffWording(catalogueText);
const missing = (c: Context) => c.json<ApiErrorBody>({ error: inStaffLanguage(c)("This item no longer exists.") }, 404);

function answer(c: Context, result: CatalogueChange, okStatus: 200 | 201 = 200) {
  if (result.kind === "not-found") return c.json<ApiErrorBody>({ error: inStaffLanguage(c)(result.message) }, 404);
  if (result.kind === "conflict") return c.json<ApiErrorBody>({ error: inStaffLanguage(c)(result.message) }, 409);
  return c.json({ ok: true, id: result.id ?? null }, okStatus);
}

/**
 * The admin products API (/admin/products): reads need dashboard.read, every write
 * products.write (admin, operations, content: DESIGN "Roles").
 */
export function catalogueAdminRoutes(deps: { catalogue: CatalogueAdminService }): AdminRoute[] {
  const { catalogue } = deps;
  const withId = (c: Context, run: (id: number) => Promise<Response>) => {
    const id = serialId(idParam(c));
    return id === null ? missing(c) : run(id);
  };
  return [
    adminRoute("GET", "/api/admin/products", "dashboard.read", async (c) => c.json(await catalogue.catalogue())),

    adminRoute("POST", "/api/admin/products", "products.write", async (c, staff) => {
      const parsed = await parse(c, productInputSchema);
      return parsed.ok ? answer(c, await catalogue.saveProduct(staff.actor, null, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", "/api/admin/products/:id", "products.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, productInputSchema);
        return parsed.ok ? answer(c, await catalogue.saveProduct(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/products/:id", "products.write", (c, staff) =>
      withId(c, async (id) => answer(c, await catalogue.deleteProduct(staff.actor, id))),
    ),

    adminRoute("POST", "/api/admin/products/:id/routes", "products.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, productRoutesInputSchema);
        return parsed.ok ? answer(c, await catalogue.saveRoutes(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),

    adminRoute("POST", "/api/admin/vehicle-classes", "products.write", async (c, staff) => {
      const parsed = await parse(c, vehicleClassInputSchema);
      return parsed.ok ? answer(c, await catalogue.saveVehicleClass(staff.actor, null, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", "/api/admin/vehicle-classes/:id", "products.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, vehicleClassInputSchema);
        return parsed.ok ? answer(c, await catalogue.saveVehicleClass(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/vehicle-classes/:id", "products.write", (c, staff) =>
      withId(c, async (id) => answer(c, await catalogue.deleteVehicleClass(staff.actor, id))),
    ),

    adminRoute("POST", "/api/admin/seasons", "products.write", async (c, staff) => {
      const parsed = await parse(c, seasonInputSchema);
      return parsed.ok ? answer(c, await catalogue.saveSeason(staff.actor, null, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", "/api/admin/seasons/:id", "products.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parse(c, seasonInputSchema);
        return parsed.ok ? answer(c, await catalogue.saveSeason(staff.actor, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/seasons/:id", "products.write", (c, staff) =>
      withId(c, async (id) => answer(c, await catalogue.deleteSeason(staff.actor, id))),
    ),

    // An extra's id is its kind (child_seat, …): a fixed list, so an unknown one is a 404.
    adminRoute("PATCH", "/api/admin/extras/:id", "products.write", async (c, staff) => {
      const kind = extraKindSchema.safeParse(idParam(c));
      if (!kind.success) return missing(c);
      const parsed = await parse(c, extraInputSchema);
      return parsed.ok ? answer(c, await catalogue.saveExtra(staff.actor, kind.data, parsed.data)) : parsed.response;
    }),
  ];
}
