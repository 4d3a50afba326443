import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#shared/i18n/languages";
import { createCachedPageFastPath } from "./cached-page-fast-path";
import { languageRedirect } from "./language-redirect";
import { createPageCache } from "./page-cache";
import { contentSecurityPolicy } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

/** The fast path must answer exactly as the full stack does, over real HTTP. */
let server: Server;
let base: string;
let renders = 0;
/** The languages shown, as /admin/configurations would set them. */
let shown: Language[] = ["en", "ar"];
beforeAll(async () => {
  const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 100, enabled: true });
  const app = new Hono();
  const policy = contentSecurityPolicy({});
  const csp = () => policy;
  app.use(securityHeaders({ https: false, csp }));
  app.use(languageRedirect(async () => shown));
  app.use(pageCache.middleware);
  app.get("/hashed", (c) => {
    c.header("Content-Security-Policy", "script-src 'self' 'sha256-abc'");
    return c.html("<script>go()</script>");
  });
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>${c.req.path.startsWith("/fleet") ? "<p>Coaster, Hiace, GMC Yukon.</p>".repeat(80) : ""}`));
  const listener = getRequestListener(app.fetch);
  const fastPath = createCachedPageFastPath({ pageCache, https: false, csp, isReady: () => true, shownLanguages: () => shown });
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
    for (const name of ["content-type", "x-content-type-options", "x-frame-options", "referrer-policy", "content-security-policy", "cache-control", "vary"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(second.headers.get("x-cache")).toBe("FAST");
  });

  it("keeps a stored page's own policy (its scripts' hashes) on a fast answer", async () => {
    const first = await fetch(`${base}/hashed`, { headers: html });
    const second = await fetch(`${base}/hashed`, { headers: html });
    expect(second.headers.get("x-cache")).toBe("FAST");
    expect(first.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc'");
    expect(second.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc'");
  });

  it("sends brotli, else gzip, with the length of what it sends", async () => {
    await fetch(`${base}/fleet`, { headers: html });
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve) => {
        request(`${base}/fleet`, { headers: { ...html, "Accept-Encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).end();
      });
    const br = await raw("gzip, deflate, br, zstd");
    expect(br.headers["x-cache"]).toBe("FAST");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    const page = brotliDecompressSync(br.body).toString();
    expect(page).toMatch(/^<p>render \d+<\/p>(<p>Coaster, Hiace, GMC Yukon.<\/p>){80}$/);
    expect(br.body.byteLength).toBeLessThan(page.length / 5);
    const gzip = await raw("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("leaves first visits that must be redirected to the app", async () => {
    await fetch(`${base}/blog`, { headers: html });
    const res = await fetch(`${base}/blog`, {
      headers: { Accept: "text/html", "Accept-Language": "ar", "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile Safari/537.36" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/blog");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends a cached page of a hidden language to its twin, and offers no first-visit choice with one language", async () => {
    const arabicBrowser = { Accept: "text/html", "Accept-Language": "ar", "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile Safari/537.36" };
    await fetch(`${base}/ar/services?x=1`, { headers: html });
    await fetch(`${base}/services`, { headers: html });
    expect((await fetch(`${base}/ar/services?x=1`, { headers: html })).headers.get("x-cache")).toBe("FAST");
    try {
      shown = ["en"];
      const hidden = await fetch(`${base}/ar/services?x=1`, { headers: html, redirect: "manual" });
      expect(hidden.status).toBe(302);
      expect(hidden.headers.get("location")).toBe("/services?x=1");
      expect(hidden.headers.get("cache-control")).toBe("private, no-store");
      expect(hidden.headers.get("set-cookie")).toBeNull();
      // An Arabic-first browser's first visit stays in English: there is no Arabic to offer.
      const english = await fetch(`${base}/services`, { headers: arabicBrowser, redirect: "manual" });
      expect(english.status).toBe(200);
      expect(english.headers.get("x-cache")).toBe("FAST");

      shown = ["ar"];
      const crawler = await fetch(`${base}/services`, { headers: { Accept: "text/html", "User-Agent": "Googlebot/2.1" }, redirect: "manual" });
      expect(crawler.status).toBe(302);
      expect(crawler.headers.get("location")).toBe("/ar/services");
      const remembered = await fetch(`${base}/services`, { headers: html, redirect: "manual" });
      expect(remembered.headers.get("location"), "a remembered English choice cannot bring hidden pages back").toBe("/ar/services");
      expect((await fetch(`${base}/ar/services?x=1`, { headers: html })).headers.get("x-cache")).toBe("FAST");
    } finally {
      shown = ["en", "ar"];
    }
  });
});
