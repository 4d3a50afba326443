import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createPageCache, isCacheableRequest } from "./page-cache";
import { languageRedirect } from "./language-redirect";

function appWith(cacheEnabled = true) {
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, enabled: cacheEnabled });
  let renders = 0;
  const app = new Hono();
  app.use(languageRedirect(async () => ["en", "ar"]));
  app.use(cache.middleware);
  app.get("/api/x", (c) => c.json({ renders: ++renders }));
  app.get("*", (c) => {
    renders += 1;
    return c.html(`<p>render ${renders}</p>`, c.req.path === "/missing" ? 404 : 200);
  });
  return { app, cache, renders: () => renders };
}
const page = { headers: { Accept: "text/html", Cookie: "lang=en" } };

describe("page micro-cache", () => {
  it("never keeps a booking page, in either language, with or without its token", async () => {
    const { app, renders, cache } = appWith();
    for (const path of ["/booking-info/abcdefghijklmnopqrstuvwxyz", "/ar/booking-info/abcdefghijklmnopqrstuvwxyz", "/booking-info", "/ar/booking-info"]) {
      await app.request(path, page);
      const again = await app.request(path, page);
      expect(again.headers.get("x-cache"), path).toBeNull();
    }
    expect(renders()).toBe(8);
    expect(cache.size()).toBe(0);
    expect(isCacheableRequest("GET", "/booking-information", "text/html")).toBe(true);
  });

  it("never keeps an operator's token page, whatever headers it sends", async () => {
    const { app, renders, cache } = appWith();
    const token = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    for (const path of [`/operator-availability/${token}`, `/operator-confirm/${token}`, `/op/start/${token}?lang=en`]) {
      await app.request(path, page);
      const again = await app.request(path, page);
      expect(again.headers.get("x-cache"), path).toBeNull();
    }
    expect(renders()).toBe(6);
    expect(cache.size()).toBe(0);
    expect(isCacheableRequest("GET", "/operator-confirmation", "text/html")).toBe(true);
  });

  it("serves the same HTML again without rendering, per URL", async () => {
    const { app, renders } = appWith();
    expect(await (await app.request("/blog", page)).text()).toBe("<p>render 1</p>");
    const second = await app.request("/blog", page);
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(second.headers.get("x-cache")).toBe("HIT");
    await app.request("/blog?page=2", page);
    expect(renders()).toBe(2);
  });

  it("serves the stored page as brotli, else gzip, else plain, compressed once", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, enabled: true });
    const big = `<main>${"<p>Umrah transport from Jeddah airport to Makkah.</p>".repeat(60)}</main>`;
    const app = new Hono();
    app.use(cache.middleware);
    app.get("*", (c) => c.html(big));
    await app.request("/guides", page);
    const br = await app.request("/guides", { headers: { ...page.headers, "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("x-cache")).toBe("HIT");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBody.byteLength);
    expect(brotliDecompressSync(brBody).toString()).toBe(big);
    const gzip = await app.request("/guides", { headers: { ...page.headers, "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(big);
    const plain = await app.request("/guides", page);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it("keeps tiny pages plain", async () => {
    const { app } = appWith();
    await app.request("/tiny", page);
    const hit = await app.request("/tiny", { headers: { ...page.headers, "Accept-Encoding": "br, gzip" } });
    expect(hit.headers.get("content-encoding")).toBeNull();
    expect(await hit.text()).toBe("<p>render 1</p>");
  });

  it("renders once for requests that miss together, and serves the old copy while refreshing", async () => {
    const cache = createPageCache({ ttlMs: 0, staleMs: 60_000, maxEntries: 10, enabled: true });
    let renders = 0;
    const app = new Hono();
    app.use(cache.middleware);
    app.get("*", async (c) => {
      renders += 1;
      const n = renders;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.html(`<p>render ${n}</p>`);
    });
    const first = await Promise.all(Array.from({ length: 10 }, async () => (await app.request("/x", page)).text()));
    expect(renders).toBe(1);
    expect(new Set(first)).toEqual(new Set(["<p>render 1</p>"]));
    // Expired (ttl 0): one request re-renders while the others get the previous copy at once.
    const second = await Promise.all(Array.from({ length: 5 }, () => app.request("/x", page)));
    expect(renders).toBe(2);
    expect(second.map((r) => r.headers.get("x-cache")).filter((s) => s === "STALE")).toHaveLength(4);
  });

  it("caches 404 pages too but never API answers", async () => {
    const { app, renders } = appWith();
    expect((await app.request("/missing", page)).status).toBe(404);
    expect((await app.request("/missing", page)).status).toBe(404);
    await app.request("/api/x", page);
    await app.request("/api/x", page);
    expect(renders()).toBe(3);
  });

  it("answers pages as a shared cache may keep them: no cookie, s-maxage, Vary only where a redirect can differ", async () => {
    const { app } = appWith();
    for (const path of ["/ar/blog", "/blog"]) {
      const miss = await app.request(path, page);
      const hit = await app.request(path, page);
      expect(hit.headers.get("x-cache")).toBe("HIT");
      for (const res of [miss, hit]) {
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
        expect(res.headers.get("vary")).toBe(path === "/blog" ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding");
      }
    }
    expect((await app.request("/missing", page)).headers.get("cache-control")).toContain("s-maxage=60");
  });

  it("keeps at most maxEntries pages and can be cleared", async () => {
    const { app, cache } = appWith();
    for (const path of ["/a", "/b", "/c"]) await app.request(path, page);
    expect(cache.size()).toBe(2);
    cache.clear();
    expect(cache.size()).toBe(0);
  });
});

describe("first-visit language", () => {
  it("sends an Arabic-first browser to the Arabic page once, keeping the query", async () => {
    const { app } = appWith(false);
    const res = await app.request("/blog?page=2", { headers: { Accept: "text/html", "Accept-Language": "ar-SA,ar;q=0.9" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/blog?page=2");
    expect(res.headers.get("set-cookie")).toContain("lang=ar");
    // The redirect depends on the visitor: no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never redirects Arabic URLs, nor a visitor who remembers a choice", async () => {
    const { app } = appWith(false);
    const arabicBrowser = { Accept: "text/html", "Accept-Language": "ar" };
    expect((await app.request("/ar/blog", { headers: arabicBrowser })).status).toBe(200);
    expect((await app.request("/blog", { headers: { ...arabicBrowser, Cookie: "theme=x; lang=en" } })).status).toBe(200);
    expect((await app.request("/blog", { headers: { ...arabicBrowser, Cookie: "lang=fr" } })).status).toBe(302);
  });

  it("does not redirect a visitor who has chosen, nor crawlers, nor English browsers", async () => {
    const { app } = appWith(false);
    const chosen = await app.request("/blog", { headers: { Accept: "text/html", "Accept-Language": "ar", Cookie: "lang=ar" } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("set-cookie")).toBeNull();
    const bot = await app.request("/blog", {
      headers: { Accept: "text/html", "Accept-Language": "ar", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.status).toBe(200);
    // A browser with the same headers would be redirected: the crawler's page must not be shared.
    expect(bot.headers.get("cache-control")).toBe("private, no-store");
    const english = await app.request("/blog", { headers: { Accept: "text/html", "Accept-Language": "en-US" } });
    expect(english.status).toBe(200);
  });
});
