import "#web/lib/staff-session/admin-i18n";
import { PageHeading } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/jobs";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.jobs");

export default function Jobs() {
  const { t } = useTranslation("admin");
  return <PageHeading title={t("pages.jobs")} />;
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
