import "#web/lib/staff-session/admin-i18n";
import "#web/features/operations/operations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { BackupCard } from "#web/features/backups/components/backup-card";
import { SystemDashboard } from "#web/features/system/components/system-dashboard";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/system-dashboard";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "system.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.system-dashboard");

export default function SystemDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operations");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.system-dashboard")} intro={t("system.intro")} />
      <div className="space-y-6">
        <BackupCard language={loaderData.language} />
        <SystemDashboard language={loaderData.language} />
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
