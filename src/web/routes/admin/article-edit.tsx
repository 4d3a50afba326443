import "#web/features/content/admin/articles-texts";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate, useOutletContext, useParams } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { ArticleEditor } from "#web/features/content/admin/article-editor";
import { ARTICLE_PAGE, useArticle } from "#web/features/content/api/admin-articles";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import { kindOfPath } from "./articles";
import type { Route } from "./+types/article-edit";

// The repository's picker loads when an editor first asks for it (the editor alone stays lighter).
const FilePickerDialog = lazy(() => import("#web/features/files/components/file-picker-dialog").then((m) => ({ default: m.FilePickerDialog })));

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await requirePermission(context, request, "dashboard.read")),
  siteUrl: context.publicConfig.siteUrl,
});
export const meta: Route.MetaFunction = ({ data, location }) =>
  adminMeta(data?.language, location.pathname.startsWith("/admin/guides") ? "pages.guides" : "pages.blogs");

/** /admin/blogs/:id and /admin/guides/:id ("new" for a new one): the editor; read-only without content.write. */
export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-articles");
  const staff = useOutletContext<StaffSummary>();
  const kind = kindOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const raw = useParams().id ?? "new";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const article = useArticle(kind, id);
  // The editor that created an article stays mounted when the address moves to its id (no lost focus or keystrokes).
  const [createdId, setCreatedId] = useState<number | null>(null);
  const canWrite = staff.permissions.includes("content.write");
  // The cover picker: open while an editor chooses, with the editor's setter for the chosen address.
  const [choosingCover, setChoosingCover] = useState<((url: string) => void) | null>(null);
  const heading = t(`editor.${id === null ? "titleNew" : "titleEdit"}.${kind}`);
  return (
    <>
      <Link to={ARTICLE_PAGE[kind]} className="mb-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
        {t("actions.back")}
      </Link>
      <PageHeading title={heading} />
      {canWrite ? null : <p className="mb-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t("readOnly")}</p>}
      {id === null && raw !== "new" ? (
        <ErrorNote>{t("editor.notFound")}</ErrorNote>
      ) : id !== null && article.isPending ? (
        <LoadingRows label={t("admin:common.loading")} />
      ) : id !== null && (article.isError || article.data?.deletedAt) ? (
        <ErrorNote>{t("editor.notFound")}</ErrorNote>
      ) : (
        <ArticleEditor
          key={id === null || id === createdId ? "new" : `${kind}-${id}`}
          kind={kind}
          article={id === null ? null : (article.data ?? null)}
          language={loaderData.language}
          canWrite={canWrite}
          siteUrl={loaderData.siteUrl}
          onCreated={(created) => {
            setCreatedId(created.id);
            void navigate(`${ARTICLE_PAGE[kind]}/${created.id}`, { replace: true });
          }}
          onChooseCover={(setCover) => setChoosingCover(() => setCover)}
        />
      )}
      {choosingCover ? (
        <Suspense fallback={null}>
          <FilePickerDialog open onClose={() => setChoosingCover(null)} onPick={(file) => choosingCover(file.url)} />
        </Suspense>
      ) : null}
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
