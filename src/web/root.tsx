// First: before any module builds a zod schema (zod-jitless.ts).
import "#web/lib/zod-jitless";
import { lazy, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { isAdminPath } from "#shared/auth/admin-path";
import { ERROR_REPORTING_META } from "#web/lib/error-reporting/error-reporting-meta";
import { ConfigurationInvalidError } from "#shared/config/public-config";
import { configurationOutcome } from "#web/lib/configuration-outcome.server";
import { LANGUAGE_DIRECTION } from "#shared/i18n/languages";
import { splitLanguage } from "#shared/i18n/localized-path";
import { AppErrorBoundary } from "#web/components/errors/app-error-boundary";
import { LazyRenderFailure, reportClientErrorLater } from "#web/components/errors/lazy-error-views";
import { LazyToaster } from "#web/components/ui/lazy-toaster";
import { carriedPageTexts, PAGE_TEXTS_ID, pageTextsJson } from "#web/lib/i18n/page-texts";
import { matchedNamespaces } from "#web/lib/i18n/route-texts";
import { TextsProvider } from "#web/lib/i18n/texts";
import { languageOf, useLanguage } from "#web/lib/language";
import "#web/lib/load-context";
import { operatorPageLanguage } from "#web/features/operator-links/plain-page.server";
import { isTrackPagePath } from "#web/features/tracking/live/track-page-path.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import arabicFont from "@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2?url";
import latinFont from "@fontsource-variable/readex-pro/files/readex-pro-latin-wght-normal.woff2?url";
import { companyInLanguage } from "#shared/company/company-in-language";

// The brand typeface's file for the page's main script (app.css declares both): fetched with the
// stylesheet instead of after it, so the text is rarely drawn twice. One preload per page.
const FONT_FILE = { en: latinFont, ar: arabicFont };

// Shown only when the public configuration is invalid: loaded then, not with every page.
const ConfigurationError = lazy(() => import("#web/components/errors/configuration-error").then((module) => ({ default: module.ConfigurationError })));

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The operator's token pages are plain HTML in the operator's language: no script, none of the
  // site's stylesheet and typeface (they bring their own small stylesheet). The customer's /track
  // page keeps the site's look but none of its scripts either (it loads one of its own).
  const operatorLanguage = await operatorPageLanguage(request, context);
  const language = operatorLanguage ?? languageOf(request);
  const plain = operatorLanguage !== null;
  return {
    language,
    plain,
    scriptless: plain || isTrackPagePath(new URL(request.url).pathname),
    company: companyInLanguage(await context.api.companyProfile(), language),
    features: await context.api.siteFeatures(),
    publicConfig: context.publicConfig,
    configuration: configurationOutcome(context.publicConfig),
    // Pages rendered for one answer only (never those of the shared cache): the nonce their
    // Content-Security-Policy requires on every script.
    cspNonce: context.cspNonce,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const urlLanguage = useLanguage();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const plain = rootData?.plain;
  const scriptless = rootData?.scriptless;
  const language = plain ? rootData.language : urlLanguage;
  const nonce = rootData?.cspNonce;
  const reporting = rootData?.publicConfig;
  const { pathname } = useLocation();
  const matches = useMatches();
  // Written on the server; in the browser the element keeps what it arrived with (the texts are
  // registered from it before hydration), so the serializer stays out of the page's JavaScript.
  const pageTexts = import.meta.env.SSR ? pageTextsJson(language, matchedNamespaces(matches)) : carriedPageTexts();
  return (
    <html lang={language} dir={LANGUAGE_DIRECTION[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#073323" />
        {plain || (
          <>
            <link rel="stylesheet" href={stylesheet} />
            <link rel="preload" href={FONT_FILE[language]} as="font" type="font/woff2" crossOrigin="" />
          </>
        )}
        {/* Read by entry.client.tsx: the error-reporting service is loaded only when this is here. */}
        {reporting?.errorReportingDsn && (
          <meta name={ERROR_REPORTING_META} content={reporting.errorReportingDsn} data-environment={reporting.environment ?? "production"} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The page's own texts as data (page-texts.ts, route-texts.ts): the back office brings its own. */}
        {scriptless || (
          <>
            {!isAdminPath(pathname) && <script type="application/json" id={PAGE_TEXTS_ID} dangerouslySetInnerHTML={{ __html: pageTexts }} />}
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language, publicConfig, configuration } = loaderData;
  // The spec's start-up rules ran on the server (configuration-outcome.server.ts): a bad required
  // value shows the Configuration Error screen, and the browser's console gets the spec's error.
  const { problems, warnings } = configuration;
  useEffect(() => {
    if (problems) console.error(new ConfigurationInvalidError(problems), problems);
    else if (warnings.length && publicConfig.environment !== "production") console.warn("Configuration warnings:", warnings);
  }, [problems, warnings, publicConfig.environment]);

  if (problems)
    return (
      <Suspense fallback={null}>
        <ConfigurationError problems={problems} />
      </Suspense>
    );
  return (
    <TextsProvider language={language}>
      <AppErrorBoundary>
        <Outlet />
        <LazyToaster dir={LANGUAGE_DIRECTION[language]} />
      </AppErrorBoundary>
    </TextsProvider>
  );
}

/** Failures of the shell itself (page failures are caught inside the public layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { language } = splitLanguage(useLocation().pathname);
  useEffect(() => reportClientErrorLater(error, "root"), [error]);
  return (
    <TextsProvider language={data?.language ?? language}>
      <main id="main">
        <LazyRenderFailure error={error} onReset={() => window.location.reload()} />
      </main>
    </TextsProvider>
  );
}
