import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "#shared/i18n/languages";
import { negotiateEncoding, varyWithEncoding, type ContentEncoding } from "./content-encoding";
import { firstVisit } from "./language-redirect";
import { isCacheableRequest, type Entry, type PageCache } from "./page-cache";
import { publicPageCacheHeaders } from "./public-page-headers";
import { securityHeaderList } from "./security-headers";

/** What a hit sends, worked out once per stored page and encoding. */
interface Prepared {
  /** Flat [name, value, name, value…] lists, the cheapest form writeHead takes. */
  headers: Partial<Record<ContentEncoding, string[]>>;
}

/**
 * Serves a fresh cached page straight from Node's request, before any Web Request/Response is
 * built or a middleware runs: most public traffic is this case, and it is several times cheaper.
 * It answers exactly as the full stack would (same cache rule, same redirect rule, same
 * headers); anything else — a miss, a stale entry, a first visit that may be redirected —
 * returns false and goes through the app as usual. Per request it only looks up the entry,
 * negotiates the encoding (memoised per header) and writes precomputed headers.
 */
export function createCachedPageFastPath(options: {
  pageCache: PageCache;
  https: boolean;
  csp: () => string;
  isReady: () => boolean;
  /** The languages shown as last read (synchronous); a save in this process empties the cache too. */
  shownLanguages: () => readonly Language[];
}) {
  const prepared = new WeakMap<Entry, Prepared>();

  const headersFor = (entry: Entry, pathname: string, encoding: ContentEncoding): string[] => {
    const flat: string[] = [];
    const seen = new Set<string>();
    const add = (name: string, value: string) => {
      seen.add(name.toLowerCase());
      flat.push(name, value);
    };
    const body = entry.bodies[encoding];
    // Built once per cached entry; a new stream address empties the page cache, so entries follow it.
    // A stored page keeps its own policy (the hashes of its inline scripts).
    const ownPolicy = entry.headers.some(([name]) => name.toLowerCase() === "content-security-policy");
    for (const [name, value] of securityHeaderList(options.https, options.csp())) if (!(ownPolicy && name === "Content-Security-Policy")) add(name, value);
    // A page that set its own caching keeps it, as languageRedirect() leaves it on the app path.
    const own = entry.headers.some(([name]) => name.toLowerCase() === "cache-control");
    if (own) add("Vary", varyWithEncoding(entry.headers.find(([name]) => name.toLowerCase() === "vary")?.[1]));
    else for (const [name, value] of publicPageCacheHeaders(pathname, entry.status)) add(name, value);
    add("X-Cache", "FAST");
    add("Content-Length", String(body.byteLength));
    if (body !== entry.bodies.identity) add("Content-Encoding", encoding);
    for (const [name, value] of entry.headers) if (!seen.has(name.toLowerCase())) flat.push(name, value);
    return flat;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!options.isReady() || !isCacheableRequest(req.method ?? "", pathname, req.headers.accept)) return false;
    const entry = options.pageCache.servable(url);
    if (!entry) return false;
    let ready = prepared.get(entry);
    if (!ready) {
      ready = { headers: {} };
      prepared.set(entry, ready);
    }
    // The app's own rule: a redirect (a first visit, a hidden language) or a page kept private
    // for a crawler goes through the app. It answers before reading any header for /ar pages,
    // remembered choices and a single language shown.
    const visit = firstVisit({
      pathname,
      search: "",
      cookie: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
      userAgent: req.headers["user-agent"],
      shown: options.shownLanguages(),
    });
    if (visit.kind !== "page") return false;
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    const headers = (ready.headers[encoding] ??= headersFor(entry, pathname, encoding));
    res.writeHead(entry.status, headers);
    res.end(entry.bodies[encoding]);
    return true;
  };
}
