import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import type { ArticleConflictBody } from "#shared/content/article-admin-answers";
import { articleInputSchema, articleListQuerySchema, type ArticleKind } from "#shared/content/article-admin.schema";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { parseJsonBody, parseQuery } from "#server/platform/http/validation";
import type { ArticleAdminService, ArticleChange } from "./article-admin.service";

/** Article ids are serial integers; anything else names no row (404, no query). */
const serialId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

function answer(c: Context, change: ArticleChange, okStatus: 200 | 201 = 200) {
  switch (change.kind) {
    case "ok":
      return c.json(change.article, okStatus);
    case "not-found":
      return c.json<ApiErrorBody>({ error: change.message }, 404);
    case "invalid":
      return c.json<ApiErrorBody>({ error: change.message, fieldErrors: change.fieldErrors }, change.fieldErrors.slug || change.fieldErrors.slugAr ? 409 : 400);
    case "version-conflict":
      return c.json<ArticleConflictBody>(
        { error: "Someone else saved this article after you opened it.", code: "version_conflict", current: change.current },
        409,
      );
  }
}

/** /admin/blogs and /admin/guides: every role reads (dashboard.read); content.write writes (admin, content: DESIGN "Roles"). */
export function articleAdminRoutes(deps: { articles: ArticleAdminService }): AdminRoute[] {
  const { articles } = deps;
  const withId = (c: Context, run: (id: number) => Promise<Response>) => {
    const id = serialId(idParam(c));
    return id === null ? c.json<ApiErrorBody>({ error: "This article no longer exists." }, 404) : run(id);
  };
  const kinds: [ArticleKind, string][] = [
    ["post", "/api/admin/blogs"],
    ["guide", "/api/admin/guides"],
  ];
  return kinds.flatMap(([kind, base]) => [
    adminRoute("GET", base, "dashboard.read", async (c) => {
      const query = parseQuery(c, articleListQuerySchema);
      return query.ok ? c.json(await articles.list(kind, query.data)) : query.response;
    }),
    adminRoute("GET", `${base}/:id`, "dashboard.read", (c) =>
      withId(c, async (id) => {
        const article = await articles.get(kind, id);
        return article ? c.json(article) : c.json<ApiErrorBody>({ error: "This article no longer exists." }, 404);
      }),
    ),
    adminRoute("POST", base, "content.write", async (c, staff) => {
      const parsed = await parseJsonBody(c, articleInputSchema);
      return parsed.ok ? answer(c, await articles.save(staff.actor, kind, null, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", `${base}/:id`, "content.write", (c, staff) =>
      withId(c, async (id) => {
        const parsed = await parseJsonBody(c, articleInputSchema);
        return parsed.ok ? answer(c, await articles.save(staff.actor, kind, id, parsed.data)) : parsed.response;
      }),
    ),
    adminRoute("POST", `${base}/:id/duplicate`, "content.write", (c, staff) =>
      withId(c, async (id) => answer(c, await articles.duplicate(staff.actor, kind, id), 201)),
    ),
    adminRoute("DELETE", `${base}/:id`, "content.write", (c, staff) => withId(c, async (id) => answer(c, await articles.remove(staff.actor, kind, id)))),
    adminRoute("POST", `${base}/:id/restore`, "content.write", (c, staff) => withId(c, async (id) => answer(c, await articles.restore(staff.actor, kind, id)))),
  ]);
}
