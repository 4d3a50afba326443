import type { IncomingMessage, ServerResponse } from "node:http";
import { splitLanguage } from "#shared/i18n/localized-path";
import { firstVisitRedirect, languageCookie } from "./language-redirect";
import { isCacheableRequest, type PageCache } from "./page-cache";
import { securityHeaderList } from "./security-headers";

/**
 * Serves a fresh cached page straight from Node's request, before any Web Request/Response is
 * built or a middleware runs: most public traffic is this case, and it is several times cheaper.
 * It answers exactly as the full stack would (same cache rule, same redirect rule, same
 * headers); anything else — a miss, a stale entry, a first visit to redirect — returns false
 * and goes through the app as usual.
 */
export function createCachedPageFastPath(options: { pageCache: PageCache; https: boolean; csp: string; isReady: () => boolean }) {
  const security = securityHeaderList(options.https, options.csp);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!options.isReady() || !isCacheableRequest(req.method ?? "", pathname, req.headers.accept)) return false;
    const entry = options.pageCache.servable(url);
    if (!entry) return false;
    const redirect = firstVisitRedirect({
      pathname,
      search: queryAt === -1 ? "" : url.slice(queryAt),
      cookie: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
      userAgent: req.headers["user-agent"],
    });
    if (redirect) return false;
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? entry.gzipped : entry.body;
    const headers: Record<string, string | string[]> = Object.fromEntries(entry.headers);
    for (const [name, value] of security) headers[name] = value;
    headers["Set-Cookie"] = languageCookie(splitLanguage(pathname).language);
    headers["X-Cache"] = "FAST";
    headers["Vary"] = "Accept-Encoding";
    headers["Content-Length"] = String(body.byteLength);
    if (gzip) headers["Content-Encoding"] = "gzip";
    res.writeHead(entry.status, headers);
    res.end(body);
    return true;
  };
}
