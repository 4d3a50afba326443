import type { Context, MiddlewareHandler } from "hono";
import { isOperatorPagePath } from "#shared/dispatch/operator-pages-api";
import { compressBrotli, compressGzip } from "./compression";
import { MIN_COMPRESS_BYTES, negotiateEncoding, varyWithEncoding, type ContentEncoding } from "./content-encoding";

/**
 * A micro-cache for server-rendered public pages: the same HTML is served for a few seconds
 * instead of rendering React again for every visitor (docs/decisions/002).
 * Only anonymous GETs of pages are cached (200 and 404; never /api, /admin or no-store answers);
 * the key is the path and query. When an entry is older than `ttlMs`, one request renders it
 * again while the others keep getting the previous copy (up to `staleMs`), and requests that
 * miss together wait for one render instead of each rendering: no stampede on expiry.
 */
export interface PageCache {
  middleware: MiddlewareHandler;
  /**
   * What the Node-level fast path may send for this path and query: a fresh entry, or the
   * previous one while another request is already rendering it again. Otherwise null, so the
   * request goes through the app (and becomes the one that renders).
   */
  servable(key: string): Entry | null;
  clear(): void;
  size(): number;
}

export interface Entry {
  status: number;
  /** The page in each encoding, compressed once when stored (brotli at a high quality, since
   *  every visitor for the next seconds gets it); a tiny page has only its identity form. */
  bodies: Record<ContentEncoding, Uint8Array>;
  headers: [string, string][];
  storedAt: number;
}

/**
 * Pages about one customer's booking (a token in the address, or the lookup form) and the
 * operator's token pages: never kept, whatever headers the page sends (issue 11, issue 21).
 */
const PRIVATE_PAGE = /^(?:\/ar)?\/(?:booking-info|testimonials\/thank-you)(?:\/|$)/;
export const isPrivatePagePath = (path: string): boolean => PRIVATE_PAGE.test(path) || isOperatorPagePath(path);

/** The one rule for what may be cached, shared with the fast path. */
export function isCacheableRequest(method: string, path: string, accept: string | undefined): boolean {
  if (method !== "GET") return false;
  if (path.startsWith("/api/") || path === "/admin" || path.startsWith("/admin/") || isPrivatePagePath(path)) return false;
  return (accept ?? "").includes("text/html");
}
const isCacheable = (c: Context) => isCacheableRequest(c.req.method, c.req.path, c.req.header("accept"));

function respond(c: Context, entry: Entry, state: "HIT" | "STALE"): Response {
  const encoding = negotiateEncoding(c.req.header("accept-encoding"));
  const body = entry.bodies[encoding];
  // A Headers object, not a list: later edits (language middleware) must survive the body being read.
  const headers = new Headers(entry.headers);
  headers.set("X-Cache", state);
  headers.set("Vary", varyWithEncoding(headers.get("vary")));
  headers.set("Content-Length", String(body.byteLength));
  if (body !== entry.bodies.identity) headers.set("Content-Encoding", encoding);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
}

/**
 * Brotli quality 10: a cached page is compressed once per render (in libuv's thread pool, off
 * the event loop). Measured on /ar (71 KB of HTML): quality 9 gives 14.2 KB in 15 ms, 10 gives
 * 13.0 KB in 27 ms, 11 gives 12.9 KB in 75 ms; 10 keeps the public pages within their HTML budget.
 */
const STORED_BROTLI_QUALITY = 10;

async function toEntry(res: Response): Promise<Entry | null> {
  const cacheable =
    (res.status === 200 || res.status === 404) &&
    (res.headers.get("content-type") ?? "").includes("text/html") &&
    !(res.headers.get("cache-control") ?? "").includes("no-store") &&
    !res.headers.has("content-encoding");
  if (!cacheable) return null;
  const body = new Uint8Array(await res.clone().arrayBuffer());
  // Set-Cookie is per visitor (and public pages must not carry one); the length depends on the encoding.
  const headers = [...res.headers.entries()].filter(([name]) => !["set-cookie", "content-length", "content-encoding"].includes(name.toLowerCase()));
  const small = body.byteLength < MIN_COMPRESS_BYTES;
  const [br, gzip] = small ? [body, body] : await Promise.all([compressBrotli(body, STORED_BROTLI_QUALITY), compressGzip(body, 9)]);
  return { status: res.status, bodies: { identity: body, br, gzip }, headers, storedAt: Date.now() };
}

export function createPageCache(options: { ttlMs: number; staleMs?: number; maxEntries: number; enabled: boolean }): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  const staleMs = options.staleMs ?? 60_000;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!options.enabled || !isCacheable(c)) return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const entry = entries.get(key);
    const age = entry ? Date.now() - entry.storedAt : Infinity;
    if (entry && age < options.ttlMs) {
      c.res = respond(c, entry, "HIT");
      return;
    }
    const inFlight = rendering.get(key);
    if (inFlight) {
      // Someone is already rendering this page: serve the previous copy, or wait for theirs.
      const ready = entry && age < staleMs ? entry : await inFlight;
      if (ready) {
        c.res = respond(c, ready, entry === ready ? "STALE" : "HIT");
        return;
      }
      return next();
    }
    let finish!: (value: Entry | null) => void;
    rendering.set(key, new Promise((resolve) => (finish = resolve)));
    try {
      await next();
      const fresh = await toEntry(c.res);
      if (fresh) store(key, fresh);
      finish(fresh);
    } catch (error) {
      finish(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };

  const servable = (key: string) => {
    const entry = entries.get(key);
    if (!options.enabled || !entry) return null;
    const age = Date.now() - entry.storedAt;
    return age < options.ttlMs || (age < staleMs && rendering.has(key)) ? entry : null;
  };
  return { middleware, servable, clear: () => entries.clear(), size: () => entries.size };
}
