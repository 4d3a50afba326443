import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

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
  body: Uint8Array;
  /** Compressed once when stored, so every visitor with gzip gets ~5x fewer bytes for free. */
  gzipped: Uint8Array;
  headers: [string, string][];
  storedAt: number;
}

const acceptsGzip = (header: string | undefined) => /\bgzip\b/.test(header ?? "");

/** The one rule for what may be cached, shared with the fast path. */
export function isCacheableRequest(method: string, path: string, accept: string | undefined): boolean {
  if (method !== "GET") return false;
  if (path.startsWith("/api/") || path === "/admin" || path.startsWith("/admin/")) return false;
  return (accept ?? "").includes("text/html");
}
const isCacheable = (c: Context) => isCacheableRequest(c.req.method, c.req.path, c.req.header("accept"));

function respond(c: Context, entry: Entry, state: "HIT" | "STALE"): Response {
  const gzip = acceptsGzip(c.req.header("accept-encoding"));
  const response = new Response((gzip ? entry.gzipped : entry.body) as Uint8Array<ArrayBuffer>, { status: entry.status, headers: entry.headers });
  response.headers.set("X-Cache", state);
  response.headers.set("Vary", "Accept-Encoding");
  if (gzip) response.headers.set("Content-Encoding", "gzip");
  return response;
}

async function toEntry(res: Response): Promise<Entry | null> {
  const cacheable =
    (res.status === 200 || res.status === 404) &&
    (res.headers.get("content-type") ?? "").includes("text/html") &&
    !(res.headers.get("cache-control") ?? "").includes("no-store");
  if (!cacheable) return null;
  const body = new Uint8Array(await res.clone().arrayBuffer());
  // Set-Cookie is per visitor; the language middleware adds it again on every answer.
  const headers = [...res.headers.entries()].filter(([name]) => !["set-cookie", "content-length"].includes(name.toLowerCase()));
  return { status: res.status, body, gzipped: gzipSync(body), headers, storedAt: Date.now() };
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
