import "#web/lib/staff-session/admin-i18n";
import "#web/features/operations/operations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { ErrorGroups } from "#web/features/errors/components/error-groups";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/error-logs";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "errors.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.error-logs");

export default function ErrorLogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operations");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.error-logs")} intro={t("errorLogs.intro")} />
      <Card>
        <ErrorGroups language={loaderData.language} />
      </Card>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
