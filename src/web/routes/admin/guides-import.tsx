import "#web/lib/staff-session/admin-i18n";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { GuidesImportPanel } from "#web/features/guides-import/components/guides-import-panel";
import { ImportFormats } from "#web/features/guides-import/components/import-formats";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/guides-import";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "content.write");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.guides/import");

/** Guides from files: the formats with examples, then a dry run and the import. */
export default function GuidesImport() {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeading title={t("pages.guides/import")} intro={t("guidesImport.intro")} />
      <div className="space-y-6">
        <Card title={t("guidesImport.formatsTitle")} id="import-formats">
          <ImportFormats />
        </Card>
        <Card title={t("guidesImport.uploadTitle")} id="import-upload">
          <GuidesImportPanel />
        </Card>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
