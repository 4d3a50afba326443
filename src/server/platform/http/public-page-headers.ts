import { splitLanguage } from "#shared/i18n/localized-path";

/**
 * Caching headers of public pages, made for a shared cache (a CDN in front of several server
 * processes; docs/decisions/005). A public page is the same for every visitor, so it may be kept
 * for a minute by shared caches and served stale for ten more while one request refreshes it;
 * browsers revalidate at once (max-age=0), so a visitor never sees a page older than the CDN's.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Answers that differ by visitor (a first-visit redirect, a crawler spared it): never shared. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * What a cached copy of a page depends on besides its URL. An Arabic URL (/ar/…) is never
 * redirected: only the encoding varies. An unprefixed (English) URL redirects a first visit of an
 * Arabic-first browser, a decision made from Accept-Language and the "lang" cookie, so a shared
 * cache must keep those apart too.
 */
export function publicPageVary(pathname: string): string {
  return splitLanguage(pathname).language === "en" ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding";
}

/** Headers for a public HTML page answer (200 or 404); other statuses are not kept by caches. */
export function publicPageCacheHeaders(pathname: string, status: number): [string, string][] {
  if (status !== 200 && status !== 404) return [["Cache-Control", "no-store"]];
  return [
    ["Cache-Control", PUBLIC_PAGE_CACHE_CONTROL],
    ["Vary", publicPageVary(pathname)],
  ];
}
