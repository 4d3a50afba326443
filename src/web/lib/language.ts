import { useLocation, useRouteLoaderData } from "react-router";
import { isAdminPath } from "#shared/auth/admin-path";
import { backOfficeLanguage, splitLanguage } from "#shared/i18n/localized-path";
import type { Language } from "#shared/i18n/languages";

export const LANGUAGE_COOKIE = "lang";

/**
 * A public page's language comes from its URL (/ar/... is Arabic). The back office has one URL
 * per page, so there it is the remembered choice (the "lang" cookie), else the browser's.
 */
export function languageOf(request: Request): Language {
  const pathname = new URL(request.url).pathname;
  if (!isAdminPath(pathname)) return splitLanguage(pathname).language;
  return backOfficeLanguage(request.headers.get("cookie"), request.headers.get("accept-language"));
}

export function useLanguage(): Language {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<{ language: Language }>("root");
  return isAdminPath(pathname) ? (root?.language ?? "en") : splitLanguage(pathname).language;
}
