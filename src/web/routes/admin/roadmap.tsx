import "#web/lib/staff-session/admin-i18n";
import "#web/features/operations/operations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { RoadmapBoard } from "#web/features/roadmap/components/roadmap-board";
import { RoadmapItemForm } from "#web/features/roadmap/components/roadmap-item-form";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/roadmap";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "roadmap.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.roadmap");

export default function RoadmapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operations");
  const { t: tAdmin } = useTranslation("admin");
  return (
    <>
      <PageHeading title={tAdmin("pages.roadmap")} intro={t("roadmap.intro")} />
      <div className="space-y-6">
        <Card title={t("roadmap.new")} id="roadmap-new">
          <RoadmapItemForm />
        </Card>
        <RoadmapBoard language={loaderData.language} />
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
