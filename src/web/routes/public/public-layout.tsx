import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { LazyNotFound, LazyRenderFailure, reportClientErrorLater } from "#web/components/errors/lazy-error-views";
import { ScrollToTop } from "#web/components/layout/scroll-to-top";
import { SiteFooter } from "#web/components/layout/site-footer";
import { SiteHeader } from "#web/components/layout/site-header";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { showsBookBar } from "#web/components/layout/book-bar";
import { splitLanguage } from "#shared/i18n/localized-path";
import type { loader as rootLoader } from "#web/root";
import { notFoundMeta } from "#web/lib/seo";
import type { Route } from "./+types/public-layout";
import type { RouteTextsHandle } from "#web/lib/i18n/route-texts";

// The shell's texts (header, footer, Quick Tools bar) on every public page (route-texts.ts).
export const handle: RouteTextsHandle = { texts: ["common", "quick-tools"] };

/*
 * Hydrated after the page itself (its chunk is fetched as soon as React starts): the Quick Tools
 * bar is server-rendered and fixed (it moves nothing while it waits). The skeleton is shown only
 * on a later navigation, so its code is fetched when one starts, not with the first load.
 */
const QuickToolsBar = lazy(() => import("#web/features/quick-tools/components/quick-tools-bar").then((module) => ({ default: module.QuickToolsBar })));
const RouteSkeleton = lazy(() => import("#web/components/layout/route-skeleton").then((module) => ({ default: module.RouteSkeleton })));

/** The public shell: skip link, header, main, footer; skeleton while the next page loads. */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  if (!root) return <main id="main">{children}</main>;
  // The spec: the Quick Tools bar is on every page but /admin ones. It is fixed, so its room is
  // reserved here (same height, rendered with the server's HTML): nothing starts under it.
  const { path } = splitLanguage(pathname);
  const adminPath = /^\/admin(\/|$)/.test(path);
  // An administrator may switch the bar, /makkah-live and online booking off on /admin/configurations.
  const { flags, quickTools } = root.features;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t("skipToContent")}
      </a>
      <ScrollToTop />
      <SiteHeader company={root.company} languages={root.features.languages} />
      {!adminPath && flags.quickTools && (
        <>
          <div aria-hidden="true" data-quick-tools-room className="qt-room" />
          <Suspense fallback={null}>
            <QuickToolsBar whatsapp={root.company.whatsapp} options={quickTools} liveLink={flags.makkahLive} widgets={!root.scriptless} />
          </Suspense>
        </>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter company={root.company} />
      {/* Phones only (app.css .book-bar): a fixed Book action whose room the page reserves below the footer. */}
      {!adminPath && flags.onlineBooking && showsBookBar(path) && (
        <div className="book-bar">
          <LocalizedLink to="/book">{t("actions.bookOnline")}</LocalizedLink>
        </div>
      )}
    </div>
  );
}

/** Pages bring their own meta; when one fails, the page shown here needs a title of its own. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(location.pathname);
  return [{ title: "Something went wrong | Rihla" }, { name: "robots", content: "noindex" }];
};

export default function PublicLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  return (
    <Shell>
      {changingPage ? (
        <Suspense fallback={null}>
          <RouteSkeleton />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportClientErrorLater(error, "page");
  }, [error, notFound]);
  return (
    <Shell>
      {notFound ? (
        <LazyNotFound />
      ) : (
        // Navigating to the same address again re-runs the loaders and clears the error.
        <LazyRenderFailure
          error={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error}
          onReset={() => window.location.assign(location.pathname + location.search)}
        />
      )}
    </Shell>
  );
}
