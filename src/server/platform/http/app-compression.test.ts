import { Agent, createServer, request, type Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createErrorLog } from "#server/platform/logger/error-log";
import { createLogger } from "../logger/logger";
import { createHttpApp } from "./app";
import { createPageCache } from "./page-cache";

/** Every text answer of the real app, over real HTTP: brotli, else gzip, decoded back to the same bytes. */
let server: Server;
let base: string;
let staticRoot: string;
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Jeddah airport to Makkah, trip ${i}` }));
const pageHtml = `<!doctype html><html><body>${"<p>Umrah transport with a licensed driver.</p>".repeat(80)}</body></html>`;
const script = `export const fleet = ${JSON.stringify(rows)};`;

beforeAll(async () => {
  staticRoot = mkdtempSync(path.join(tmpdir(), "rihla-static-"));
  mkdirSync(path.join(staticRoot, "assets"));
  writeFileSync(path.join(staticRoot, "assets/entry-abc123.js"), script);
  // The build writes these twins (scripts/precompress.mjs); the server must send them, not recompress.
  writeFileSync(path.join(staticRoot, "assets/entry-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(staticRoot, "assets/entry-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(staticRoot, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  const api = new Hono();
  api.get("/api/trips", (c) => c.json(rows));
  api.get("/api/tiny", (c) => c.json({ ok: true }));
  const app = createHttpApp({
    logger: createLogger("silent"),
    errorLog: createErrorLog(createLogger("silent")),
    https: false,
    csp: () => "default-src 'self'",
    routers: [api],
    staticRoot,
    pageCache: createPageCache({ ttlMs: 60_000, maxEntries: 10, enabled: true }),
    shownLanguages: async () => ["en", "ar"],
    isReady: () => true,
    ssr: (c) =>
      c.req.path.startsWith("/admin")
        ? new Response(pageHtml, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } })
        : c.html(pageHtml),
  });
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
const decode = (res: { headers: Record<string, unknown>; body: Buffer }) =>
  (res.headers["content-encoding"] === "br"
    ? brotliDecompressSync(res.body)
    : res.headers["content-encoding"] === "gzip"
      ? gunzipSync(res.body)
      : res.body
  ).toString();

describe("compressed answers", () => {
  it("compresses /api JSON: brotli when accepted, else gzip, else plain, always with Vary", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const res = await get("/api/trips", { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(res.headers["content-type"]).toContain("application/json");
      expect(JSON.parse(decode(res))).toEqual(rows);
      if (res.headers["content-length"]) expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
    }
  });

  it("leaves tiny answers plain", async () => {
    const res = await get("/api/tiny", { "Accept-Encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it("sends a plain JSON answer in one piece with its length, security headers and Vary (not re-streamed by the middleware)", async () => {
    for (const accept of ["", "br, gzip"]) {
      for (const pathname of ["/api/tiny", ...(accept ? [] : ["/api/trips"])]) {
        const res = await get(pathname, { "Accept-Encoding": accept });
        expect(res.headers["transfer-encoding"], `${pathname} ${accept}`).toBeUndefined();
        expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
        expect(res.headers["content-security-policy"]).toBe("default-src 'self'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers.vary).toContain("Accept-Encoding");
      }
    }
  });

  it("compresses HTML that is not cached (no-store admin pages) as well as cached pages", async () => {
    const admin = await get("/admin/dashboard", { Accept: "text/html", "Accept-Encoding": "br" });
    expect(admin.headers["content-encoding"]).toBe("br");
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(decode(admin)).toBe(pageHtml);
    const headers = { Accept: "text/html", Cookie: "lang=en", "Accept-Encoding": "gzip, br" };
    const miss = await get("/services", headers);
    const hit = await get("/services", headers);
    expect(hit.headers["x-cache"]).toBe("HIT");
    for (const res of [miss, hit]) {
      expect(res.headers["content-encoding"]).toBe("br");
      expect(decode(res)).toBe(pageHtml);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("sends the build's precompressed assets with Content-Encoding, Vary and a year of caching", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const res = await get("/assets/entry-abc123.js", { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toContain("javascript");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
      expect(decode(res)).toBe(script);
    }
    const icon = await get("/favicon.svg", { "Accept-Encoding": "br" });
    expect(icon.body.toString()).toContain("<svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("a body over the small-body limit", () => {
  it("is refused with 413 in the language of the lang cookie, else of the browser", async () => {
    const body = JSON.stringify({ note: "x".repeat(70 * 1024) });
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/trips`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    const arabic = await post({ Cookie: "lang=ar", "Accept-Language": "en" });
    expect([arabic.status, await arabic.json()]).toEqual([413, { error: "محتوى الطلب أكبر من المسموح." }]);
    const english = await post({ "Accept-Language": "en-GB" });
    expect([english.status, await english.json()]).toEqual([413, { error: "The request body is too large." }]);
    expect((await (await post({ "Accept-Language": "ar-SA,ar;q=0.9" })).json()).error).toBe("محتوى الطلب أكبر من المسموح.");
  });

  it("closes its connection, so a client's next request on a kept-alive socket never fails", async () => {
    // The unread rest of a large body makes the socket unusable: reusing it failed one request in a few.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(
          `${base}/api/tiny`,
          { method, agent, headers: body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {} },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const large = JSON.stringify({ note: "x".repeat(1024 * 1024) });
    for (let round = 0; round < 5; round += 1) {
      expect(await send("POST", large)).toEqual({ status: 413, connection: "close" });
      expect(await send("GET")).toEqual({ status: 200, connection: "keep-alive" });
    }
    agent.destroy();
  });
});
