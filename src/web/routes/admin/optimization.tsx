import "#web/lib/staff-session/admin-i18n";
import "#web/features/operations/operations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { OptimizationView } from "#web/features/system/components/optimization-view";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/optimization";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "system.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.optimization");

export default function OptimizationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operations");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.optimization")} intro={t("optimization.intro")} />
      <OptimizationView language={loaderData.language} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
