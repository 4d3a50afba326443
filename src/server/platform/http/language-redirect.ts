import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { languageFromAcceptHeader, localizePath, splitLanguage } from "#shared/i18n/localized-path";
import type { Language } from "#shared/i18n/languages";
import { isAdminPath } from "#shared/auth/admin-path";
import { isOperatorPagePath } from "#shared/dispatch/operator-pages-api";
import { PRIVATE_CACHE_CONTROL, publicPageCacheHeaders } from "./public-page-headers";

export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_S = 31_536_000;

/**
 * The first visit picks the language from the browser: an unprefixed (English) URL asked for by
 * an Arabic-first browser that has no remembered choice is redirected to its /ar twin. The choice
 * is remembered by the "lang" cookie, written by the redirect itself (a private answer) and by
 * the browser's language switcher — never by page answers, which shared caches keep
 * (docs/decisions/005).
 */
export const languageCookie = (language: Language) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

const REMEMBERED = /(?:^|;\s*)lang=(?:en|ar)(?:;|$|\s)/;
export const hasRememberedLanguage = (cookie: string | undefined | null): boolean => !!cookie && cookie.includes("lang=") && REMEMBERED.test(cookie);

export type FirstVisit =
  /** Serve the page asked for, cacheable by shared caches. */
  | { kind: "page" }
  /** Serve the page, but privately: a crawler spared the redirect a browser would get. */
  | { kind: "private-page" }
  | { kind: "redirect"; location: string; language: Language }
  /** The page's language is not shown (/admin/configurations): its twin in the first one shown. */
  | { kind: "hidden-language"; location: string };

const PAGE: FirstVisit = { kind: "page" };

/**
 * A redirect target built from the request's path, made fit for a Location header: the app hands
 * over the decoded path, so "%0d%0a" arrives as CR LF (a header that cannot be sent: a 500, or
 * in a laxer server a header injection). Everything but printable ASCII is percent-encoded again;
 * escapes already present stay as they are.
 */
export const locationFromRequest = (target: string): string =>
  target.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      // A lone surrogate has no UTF-8 form: it stands for the replacement character.
      return "%EF%BF%BD";
    }
  });

/**
 * The one rule, shared by the app and the cached-page fast path. `shown`: the languages the site
 * is offered in (never empty). A page in a hidden one always goes to its twin, crawlers included;
 * with one language shown there is nothing to choose on a first visit.
 */
export function firstVisit(request: {
  pathname: string;
  search: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  shown: readonly Language[];
}): FirstVisit {
  const { language, path } = splitLanguage(request.pathname);
  if (!request.shown.includes(language))
    return { kind: "hidden-language", location: locationFromRequest(`${localizePath(path, request.shown[0] ?? "en")}${request.search}`) };
  if (language !== "en" || request.shown.length < 2 || hasRememberedLanguage(request.cookie)) return PAGE;
  const preferred = languageFromAcceptHeader(request.acceptLanguage);
  if (preferred === "en") return PAGE;
  if (isbot(request.userAgent ?? "")) return { kind: "private-page" };
  return { kind: "redirect", location: locationFromRequest(`${localizePath(path, preferred)}${request.search}`), language: preferred };
}

/** First-visit and hidden-language redirects, and the shared-cache headers of public page answers. */
export function languageRedirect(shownLanguages: () => Promise<readonly Language[]>): MiddlewareHandler {
  return async (c, next) => {
    const isPage = c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
    const pathname = c.req.path;
    // The back office has one URL per page; its language is the remembered choice (cookie). The
    // operator's pages too: their language is the operator's.
    if (!isPage || isAdminPath(pathname) || isOperatorPagePath(pathname)) return next();
    const queryAt = c.req.url.indexOf("?");
    const visit = firstVisit({
      pathname,
      search: queryAt === -1 ? "" : c.req.url.slice(queryAt),
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
      userAgent: c.req.header("user-agent"),
      shown: await shownLanguages(),
    });
    if (visit.kind === "hidden-language") {
      // Private: the languages shown may change back, and a shared cache would keep the redirect.
      c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
      return c.redirect(visit.location, 302);
    }
    if (visit.kind === "redirect") {
      c.header("Set-Cookie", languageCookie(visit.language));
      c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
      c.header("Vary", "Accept-Language, Cookie");
      return c.redirect(visit.location, 302);
    }
    await next();
    if (!(c.res.headers.get("content-type") ?? "").includes("text/html") || c.res.headers.has("cache-control")) return;
    if (visit.kind === "private-page") {
      c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      return;
    }
    for (const [name, value] of publicPageCacheHeaders(pathname, c.res.status)) c.res.headers.set(name, value);
  };
}
