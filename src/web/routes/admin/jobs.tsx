import "#web/features/jobs/components/jobs-texts";
import "#web/features/payments/admin/admin-payments-texts";
import { useOutletContext } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { BookingPanelExtrasContext, type BookingPanelExtras } from "#web/features/jobs/components/booking-extras";
import { Tracker } from "#web/features/jobs/components/tracker";
import { JobTrackSection } from "#web/features/tracking/components/job-track-section";
import { LiveMapPanel } from "#web/features/tracking/components/live-map-panel";
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "#shared/tracking/map-tiles";
import { BookingPaymentsSection } from "#web/features/payments/admin/booking-payments-section";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/jobs";

// The map tiles come with this page only (MAP_TILE_URL), for the live map and the legs' tracks.
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await requirePermission(context, request, "dashboard.read")),
  tiles: context.mapTiles ?? { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION },
});
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.jobs");

/** The booking panel's online payments (and refunds, for operations.write). */
const PANEL_EXTRAS: BookingPanelExtras = { payments: BookingPaymentsSection };

/** /admin/jobs: every role reads; operations and admin act on bookings (operations.write). */
export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-jobs");
  const staff = useOutletContext<StaffSummary>();
  const { language, tiles } = loaderData;
  return (
    <BookingPanelExtrasContext value={PANEL_EXTRAS}>
      <Tracker
        title={t("admin:pages.jobs")}
        intro={t("intro")}
        language={language}
        canWrite={staff.permissions.includes("operations.write")}
        liveMap={({ open, href }) => <LiveMapPanel tiles={tiles} language={language} hrefOf={href} onOpen={open} />}
        legExtra={(leg) => <JobTrackSection jobId={leg.id} legNumber={leg.legIndex + 1} status={leg.status} tiles={tiles} language={language} />}
      />
    </BookingPanelExtrasContext>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
