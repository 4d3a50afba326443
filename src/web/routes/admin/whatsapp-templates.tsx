import "#web/lib/staff-session/admin-i18n";
import "#web/features/messaging/messaging-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { MetaSync } from "#web/features/messaging/components/meta-sync";
import { TemplateList } from "#web/features/messaging/components/template-list";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/whatsapp-templates";

// Every staff member reads the templates; admin and operations write them (DESIGN: Roles).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = await requirePermission(context, request, "dashboard.read");
  const staff = await context.staff.whoIs(request);
  return { language, canWrite: Boolean(staff?.permissions.includes("operations.write")) };
}
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.whatsapp-templates");

export default function WhatsAppTemplatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("messaging");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.whatsapp-templates")} intro={t("intro.whatsapp")} />
      {loaderData.canWrite ? <MetaSync /> : null}
      <TemplateList channel="whatsapp" canWrite={loaderData.canWrite} language={loaderData.language} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
