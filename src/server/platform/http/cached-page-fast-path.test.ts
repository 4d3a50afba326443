import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCachedPageFastPath } from "./cached-page-fast-path";
import { languageRedirect } from "./language-redirect";
import { createPageCache } from "./page-cache";
import { contentSecurityPolicy } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

/** The fast path must answer exactly as the full stack does, over real HTTP. */
let server: Server;
let base: string;
let renders = 0;
beforeAll(async () => {
  const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 100, enabled: true });
  const app = new Hono();
  const csp = contentSecurityPolicy({});
  app.use(securityHeaders({ https: false, csp }));
  app.use(languageRedirect());
  app.use(pageCache.middleware);
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>`));
  const listener = getRequestListener(app.fetch);
  const fastPath = createCachedPageFastPath({ pageCache, https: false, csp, isReady: () => true });
  server = createServer((req, res) => fastPath(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const html = { Accept: "text/html", Cookie: "lang=en" };

describe("cached page fast path", () => {
  it("serves a cached page with the same body and headers as the app", async () => {
    const first = await fetch(`${base}/ar/guides?page=2`, { headers: html });
    const second = await fetch(`${base}/ar/guides?page=2`, { headers: html });
    expect(await second.text()).toBe(await first.text());
    expect(renders).toBe(1);
    for (const name of ["content-type", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("set-cookie")).toBe("lang=ar; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(second.headers.get("x-cache")).toBe("FAST");
  });

  it("sends gzip to browsers that accept it", async () => {
    await fetch(`${base}/fleet`, { headers: html });
    const res = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      request(`${base}/fleet`, { headers: { ...html, "Accept-Encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).end();
    });
    expect(res.encoding).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toMatch(/^<p>render \d+<\/p>$/);
  });

  it("leaves first visits that must be redirected to the app", async () => {
    await fetch(`${base}/blog`, { headers: html });
    const res = await fetch(`${base}/blog`, {
      headers: { Accept: "text/html", "Accept-Language": "ar", "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile Safari/537.36" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/blog");
  });
});
