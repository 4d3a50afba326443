import "#web/lib/staff-session/admin-i18n";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Outlet, redirect, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { AdminLanguageSwitch } from "#web/components/admin/admin-language-switch";
import { AdminNav } from "#web/components/admin/admin-nav";
import { RouteSkeleton } from "#web/components/layout/route-skeleton";
import { ScrollToTop } from "#web/components/layout/scroll-to-top";
import { IconTooltip } from "#web/components/ui/icon-tooltip";
import { UserMenu } from "#web/components/admin/user-menu";
import { useSignOut } from "#web/features/auth/api/sign-out";
import { DASHBOARD_KEY } from "#web/features/dashboard/api/dashboard";
import { staffKeysFor } from "#web/features/jobs/api/staff-live-keys";
import { DispatchAlertCount, DispatchAlertsBanner } from "#web/features/jobs/components/dispatch/dispatch-alerts";
import { TRACKER_KEY } from "#web/features/jobs/api/tracker-queries";
import { fetchRealtimeTicket } from "#web/features/realtime/api/realtime-ticket";
import { ConnectionStatus } from "#web/features/realtime/components/connection-status";
import { WhatsappUnreadBadge } from "#web/features/whatsapp-inbox/components/unread-badge";
import { QueryProvider } from "#web/lib/query-provider";
import { RealtimeProvider, useLiveQueries } from "#web/lib/realtime/realtime-provider";
import { useTimesShownIn } from "#web/lib/staff-session/viewer-time-zone";
import { useLanguage } from "#web/lib/language";
import type { Route } from "./+types/admin-layout";

/** What a booking or job change makes stale: the tracker, a booking's panel, the dashboard's counts and alerts (all of it after a reconnect). */
const LIVE_KEYS = [TRACKER_KEY, DASHBOARD_KEY];
const liveKeysFor = (event: Parameters<typeof staffKeysFor>[0]) => staffKeysFor(event, DASHBOARD_KEY);

/** Every page under /admin: signed-in staff only (others go to sign in and come back), admins enrolled in MFA first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const staff = await context.staff.whoIs(request);
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (staff.mfaSetupRequired) throw redirect(`/admin/mfa-setup?next=${encodeURIComponent(url.pathname + url.search)}`);
  return { staff };
}

// Moving between admin pages keeps the signed-in person; the API guards every call anyway.
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <RealtimeProvider ticket={fetchRealtimeTicket}>
        <AdminShell staff={loaderData.staff} />
      </RealtimeProvider>
    </QueryProvider>
  );
}

function AdminShell({ staff }: { staff: Route.ComponentProps["loaderData"]["staff"] }) {
  const { t } = useTranslation("admin");
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  // As on the public shell (spec §2): a skeleton while the next page loads, not the old page.
  const changingPage = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  const signOut = useSignOut();
  const times = useTimesShownIn();
  const language = useLanguage();
  useLiveQueries("jobs", LIVE_KEYS, undefined, liveKeysFor);

  async function leave() {
    await signOut.mutateAsync();
    window.location.assign("/admin/login");
  }

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("layout.skip")}
      </a>
      {/* Spec §2: each page change scrolls to the top after 10 ms, as on the public shell. */}
      <ScrollToTop />
      <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
        <aside className={`bg-brand-900 p-4 text-white lg:block lg:min-h-screen ${menuOpen ? "block" : "hidden"}`} id="admin-sidebar">
          <p className="mb-6 hidden px-3 text-lg font-bold lg:block">Rihla · {t("layout.backOffice")}</p>
          <AdminNav staff={staff} onNavigate={() => setMenuOpen(false)} badges={{ "whatsapp-inbox": <WhatsappUnreadBadge language={language} /> }} />
        </aside>
        <div className="min-w-0">
          <header className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-2">
            <div className="flex items-center gap-2">
              <IconTooltip label={t("layout.menu")}>
                <button
                  type="button"
                  className="rounded-lg p-2 hover:bg-stone-100 lg:hidden"
                  aria-expanded={menuOpen}
                  aria-controls="admin-sidebar"
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
                  <span className="sr-only">{t("layout.menu")}</span>
                </button>
              </IconTooltip>
              <span className="font-semibold text-brand-900 lg:hidden">Rihla</span>
            </div>
            <div className="flex items-center gap-2">
              <DispatchAlertCount language={language} />
              <ConnectionStatus />
              <AdminLanguageSwitch />
              <UserMenu staff={staff} onSignOut={() => void leave()} times={times} />
            </div>
          </header>
          <DispatchAlertsBanner language={language} />
          <main id="main" className="mx-auto max-w-6xl p-4 sm:p-6" aria-busy={navigation.state === "loading" || undefined}>
            {/* Keyed by the zone: every page below formats its times again when the viewer switches. */}
            {changingPage ? <RouteSkeleton /> : <Outlet key={times.timesIn} context={staff} />}
          </main>
        </div>
      </div>
    </>
  );
}
