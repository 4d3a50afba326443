import "#web/features/content/admin/articles-texts";
import { useEffect, useState } from "react";
import { Link, useLocation, useOutletContext, useSearchParams } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import type { ArticleKind } from "#shared/content/article-admin.schema";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { SelectField } from "#web/components/forms/select-field";
import { ArticleList } from "#web/features/content/admin/article-list";
import { ARTICLE_PAGE } from "#web/features/content/api/admin-articles";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/articles";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data, location }) =>
  adminMeta(data?.language, location.pathname.startsWith("/admin/guides") ? "pages.guides" : "pages.blogs");

export const kindOfPath = (pathname: string): ArticleKind => (pathname.startsWith("/admin/guides") ? "guide" : "post");

/** /admin/blogs and /admin/guides: every role reads; content.write (admin, content) writes. Filters live in the address. */
export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-articles");
  const staff = useOutletContext<StaffSummary>();
  const kind = kindOfPath(useLocation().pathname);
  const canWrite = staff.permissions.includes("content.write");
  const [params, setParams] = useSearchParams();
  const current = {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    missing: params.get("missing") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const [q, setQ] = useState(current.q);
  const update = (changes: Partial<typeof current>) => {
    const next = { ...current, page: 1, ...changes };
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([, value]) => value !== "" && !(value === 1))
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  };
  // Search as the person types, a moment after the last key.
  useEffect(() => {
    if (q === current.q) return;
    const timer = setTimeout(() => update({ q }), 300);
    return () => clearTimeout(timer);
  });
  return (
    <>
      <PageHeading title={t(`admin:pages.${kind === "post" ? "blogs" : "guides"}`)} intro={t(`intro.${kind}`)} />
      {canWrite ? null : <p className="mb-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t("readOnly")}</p>}
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
          <div>
            <label htmlFor="article-search" className="block text-sm font-medium text-ink">
              {t("search")}
            </label>
            <input
              id="article-search"
              type="search"
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
            />
          </div>
          <SelectField id="article-status" label={t("status.label")} value={current.status} onChange={(event) => update({ status: event.target.value })}>
            {["", "draft", "scheduled", "published", "deleted"].map((status) => (
              <option key={status} value={status}>
                {t(`status.${status || "all"}`)}
              </option>
            ))}
          </SelectField>
          <SelectField id="article-missing" label={t("missing.label")} value={current.missing} onChange={(event) => update({ missing: event.target.value })}>
            {["", "en", "ar"].map((missing) => (
              <option key={missing} value={missing}>
                {t(`missing.${missing || "all"}`)}
              </option>
            ))}
          </SelectField>
          {canWrite ? (
            <Link
              to={`${ARTICLE_PAGE[kind]}/new`}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t(`new.${kind}`)}
            </Link>
          ) : null}
        </div>
        <ArticleList kind={kind} params={current} onPage={(page) => update({ page })} canWrite={canWrite} language={loaderData.language} />
      </Card>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
