import "#web/lib/staff-session/admin-i18n";
import { useOutletContext } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { Card, ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { useStaffOverview } from "#web/features/users/api/staff-overview";
import { InvitationsList } from "#web/features/users/components/invitations-list";
import { InviteForm } from "#web/features/users/components/invite-form";
import { StaffTable } from "#web/features/users/components/staff-table";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/users";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "users.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.users");

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const staff = useOutletContext<StaffSummary>();
  const overview = useStaffOverview();
  return (
    <>
      <PageHeading title={t("pages.users")} intro={t("users.intro")} />
      <div className="space-y-6">
        <Card title={t("users.inviteTitle")} id="invite">
          <InviteForm />
        </Card>
        <Card title={t("users.staffTitle")} id="staff">
          {overview.isPending ? (
            <LoadingRows label={t("common.loading")} />
          ) : overview.isError ? (
            <ErrorNote>{t("errors.loadFailed")}</ErrorNote>
          ) : (
            <StaffTable staff={overview.data.staff} currentUserId={staff.id} language={loaderData.language} />
          )}
        </Card>
        <Card title={t("users.invitationsTitle")} id="invitations">
          {overview.data ? (
            <InvitationsList invitations={overview.data.invitations} language={loaderData.language} />
          ) : (
            <LoadingRows label={t("common.loading")} rows={1} />
          )}
        </Card>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
