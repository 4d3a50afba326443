import "#web/features/payments/admin/admin-payments-texts";
import { PageHeading } from "#web/components/admin/admin-ui";
import { PaymentsList } from "#web/features/payments/admin/payments-list";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/payments";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.jobs/payments");

/** /admin/jobs/payments: every online payment with filters, sums and the CSV; every role reads, refunds are on the booking panel. */
export default function Payments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-payments");
  return (
    <>
      <PageHeading title={t("admin:pages.jobs/payments")} intro={t("intro")} />
      <PaymentsList language={loaderData.language} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
