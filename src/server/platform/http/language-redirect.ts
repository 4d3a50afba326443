import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { languageFromAcceptHeader, localizePath, splitLanguage } from "#shared/i18n/localized-path";
import type { Language } from "#shared/i18n/languages";
import { isAdminPath } from "#shared/auth/admin-pages";

export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_S = 31_536_000;

/**
 * The first visit picks the language from the browser: an English URL asked for by an
 * Arabic-first browser is redirected to its /ar twin. Every page answer then sets the cookie to
 * the language shown, so a visitor who switches language is never redirected back.
 */
export const languageCookie = (language: Language) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

/** Where a first visit should go instead, or null to serve the page asked for. */
export function firstVisitRedirect(request: {
  pathname: string;
  search: string;
  cookie?: string;
  acceptLanguage?: string;
  userAgent?: string;
}): { location: string; language: Language } | null {
  const { language, path } = splitLanguage(request.pathname);
  if (language !== "en" || /(?:^|;\s*)lang=(en|ar)/.test(request.cookie ?? "")) return null;
  const preferred = languageFromAcceptHeader(request.acceptLanguage);
  if (preferred === "en" || isbot(request.userAgent ?? "")) return null;
  return { location: `${localizePath(path, preferred)}${request.search}`, language: preferred };
}

export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const isPage = c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
    const url = new URL(c.req.url);
    // The back office has one URL per page; its language is the remembered choice (cookie).
    if (!isPage || isAdminPath(url.pathname)) return next();
    const redirect = firstVisitRedirect({
      pathname: url.pathname,
      search: url.search,
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
      userAgent: c.req.header("user-agent"),
    });
    if (redirect) {
      c.header("Set-Cookie", languageCookie(redirect.language));
      c.header("Vary", "Accept-Language, Cookie");
      return c.redirect(redirect.location, 302);
    }
    await next();
    if (c.res.headers.get("content-type")?.includes("text/html")) {
      c.res.headers.append("Set-Cookie", languageCookie(splitLanguage(url.pathname).language));
    }
  };
}
