import type { MiddlewareHandler } from "hono";

/**
 * A micro-cache for server-rendered public pages: the same HTML is served for a few seconds
 * instead of rendering React again for every visitor. Only anonymous GETs of pages are cached
 * (no query string except ?page / ?q / ?tag, which are part of the key); answers that set
 * cookies other than the language cookie, or that are not 200/404, are not cached.
 * Staff edits become visible within `ttlMs`; `clear()` is called after content writes.
 */
export interface PageCache {
  middleware: MiddlewareHandler;
  clear(): void;
  size(): number;
}

interface Entry {
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
  expiresAt: number;
}

export function createPageCache(options: { ttlMs: number; maxEntries: number; enabled: boolean }): PageCache {
  const entries = new Map<string, Entry>();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!options.enabled || c.req.method !== "GET") return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/admin")) return next();
    if (!(c.req.header("accept") ?? "").includes("text/html")) return next();
    const key = url.pathname + url.search;
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      const response = new Response(hit.body, { status: hit.status, headers: hit.headers });
      response.headers.set("X-Cache", "HIT");
      c.res = response;
      return;
    }
    await next();
    const res = c.res;
    const cacheable =
      (res.status === 200 || res.status === 404) &&
      (res.headers.get("content-type") ?? "").includes("text/html") &&
      !(res.headers.get("cache-control") ?? "").includes("no-store");
    if (!cacheable) return;
    const body = await res.clone().arrayBuffer();
    // Set-Cookie is per visitor; it is added again by the language middleware on each answer.
    const headers = [...res.headers.entries()].filter(([name]) => name.toLowerCase() !== "set-cookie");
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { status: res.status, body, headers, expiresAt: Date.now() + options.ttlMs });
  };

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}
