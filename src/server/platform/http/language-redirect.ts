import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { languageFromAcceptHeader, localizePath, splitLanguage } from "#shared/i18n/localized-path";

export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_S = 31_536_000;

/**
 * The first visit picks the language from the browser: an English URL asked for by an
 * Arabic-first browser is redirected to its /ar twin. Every page answer then sets the cookie to
 * the language shown, so a visitor who switches language is never redirected back.
 */
export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const isPage = c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
    if (!isPage) return next();
    const url = new URL(c.req.url);
    const { language, path } = splitLanguage(url.pathname);
    const remembered = /(?:^|;\s*)lang=(en|ar)/.test(c.req.header("cookie") ?? "");
    if (!remembered && language === "en" && !isbot(c.req.header("user-agent") ?? "")) {
      const preferred = languageFromAcceptHeader(c.req.header("accept-language"));
      if (preferred !== "en") {
        c.header("Set-Cookie", `${LANGUAGE_COOKIE}=${preferred}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
        c.header("Vary", "Accept-Language, Cookie");
        return c.redirect(`${localizePath(path, preferred)}${url.search}`, 302);
      }
    }
    await next();
    if (c.res.headers.get("content-type")?.includes("text/html")) {
      c.res.headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
    }
  };
}
