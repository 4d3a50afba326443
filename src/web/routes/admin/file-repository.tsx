import "#web/features/files/files-texts";
import { useOutletContext } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { PageHeading } from "#web/components/admin/admin-ui";
import { FileRepository } from "#web/features/files/components/file-repository";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/file-repository";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.file-repository");

/** /admin/file-repository and /admin/files (the same screen): every role reads; files.manage uploads and changes. */
export default function FileRepositoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-files");
  const staff = useOutletContext<StaffSummary>();
  const canWrite = staff.permissions.includes("files.manage");
  return (
    <>
      <PageHeading title={t("admin:pages.file-repository")} intro={t("intro")} />
      {canWrite ? null : <p className="mb-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t("readOnly")}</p>}
      <FileRepository canWrite={canWrite} language={loaderData.language} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
