import "#web/lib/staff-session/admin-i18n";
import "#web/features/messaging/workflow-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { WorkflowRules } from "#web/features/messaging/components/workflow-rules";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/workflow";

// Every staff member reads the rules; admin and operations write them (DESIGN: Roles), as the templates.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = await requirePermission(context, request, "dashboard.read");
  const staff = await context.staff.whoIs(request);
  return { language, canWrite: Boolean(staff?.permissions.includes("operations.write")) };
}
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.workflow");

export default function WorkflowPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("workflow");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.workflow")} intro={t("intro")} />
      <WorkflowRules language={loaderData.language} canWrite={loaderData.canWrite} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
