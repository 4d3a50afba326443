import "#web/lib/staff-session/admin-i18n";
import "#web/features/payments/admin/admin-payments-texts";
import { useOutletContext } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { PageHeading } from "#web/components/admin/admin-ui";
import { DashboardOverview } from "#web/features/dashboard/components/dashboard-overview";
import { PaymentsDashboardCard } from "#web/features/payments/admin/payments-dashboard-card";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/dashboard";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.dashboard");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const staff = useOutletContext<StaffSummary>();
  return (
    <>
      <PageHeading title={t("pages.dashboard")} intro={t("dashboard.intro")} />
      <DashboardOverview
        language={loaderData.language}
        canOpenMessages={staff.permissions.includes("operations.write")}
        payments={<PaymentsDashboardCard language={loaderData.language} />}
      />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
