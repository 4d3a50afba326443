import { splitLanguage } from "#shared/i18n/localized-path";

/**
 * For the root loader: whether the address is the customer's /track/{token} page (or /ar/…), which
 * keeps the site's stylesheet and typeface but carries none of React Router's scripts (it is never
 * hydrated: its own small script keeps it live). Server-only, so the site's scripts carry none of it.
 */
export function isTrackPagePath(pathname: string): boolean {
  return /^\/track\/[^/]+\/?$/.test(splitLanguage(pathname).path);
}
