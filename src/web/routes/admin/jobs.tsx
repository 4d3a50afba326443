import "#web/features/jobs/components/jobs-texts";
import "#web/features/payments/admin/admin-payments-texts";
import { useOutletContext } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { BookingPanelExtrasContext, type BookingPanelExtras } from "#web/features/jobs/components/booking-extras";
import { Tracker } from "#web/features/jobs/components/tracker";
import { BookingPaymentsSection } from "#web/features/payments/admin/booking-payments-section";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/jobs";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.jobs");

/** The booking panel's online payments (and refunds, for operations.write). */
const PANEL_EXTRAS: BookingPanelExtras = { payments: BookingPaymentsSection };

/** /admin/jobs: every role reads; operations and admin act on bookings (operations.write). */
export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-jobs");
  const staff = useOutletContext<StaffSummary>();
  return (
    <BookingPanelExtrasContext value={PANEL_EXTRAS}>
      <Tracker title={t("admin:pages.jobs")} intro={t("intro")} language={loaderData.language} canWrite={staff.permissions.includes("operations.write")} />
    </BookingPanelExtrasContext>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
