import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createPageCache } from "./page-cache";
import { languageRedirect } from "./language-redirect";

function appWith(cacheEnabled = true) {
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, enabled: cacheEnabled });
  let renders = 0;
  const app = new Hono();
  app.use(languageRedirect());
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
  it("serves the same HTML again without rendering, per URL", async () => {
    const { app, renders } = appWith();
    expect(await (await app.request("/blog", page)).text()).toBe("<p>render 1</p>");
    const second = await app.request("/blog", page);
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(second.headers.get("x-cache")).toBe("HIT");
    await app.request("/blog?page=2", page);
    expect(renders()).toBe(2);
  });

  it("serves the stored page gzipped to clients that accept it", async () => {
    const { app } = appWith();
    await app.request("/guides", page);
    const hit = await app.request("/guides", { headers: { ...page.headers, "Accept-Encoding": "gzip, br" } });
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    const { gunzipSync } = await import("node:zlib");
    expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()).toBe("<p>render 1</p>");
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

  it("never caches the language cookie, which is set per visitor", async () => {
    const { app } = appWith();
    await app.request("/ar/blog", page);
    const hit = await app.request("/ar/blog", page);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.getSetCookie()).toEqual(["lang=ar; Path=/; Max-Age=31536000; SameSite=Lax"]);
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
  });

  it("does not redirect a visitor who has chosen, nor crawlers, nor English browsers", async () => {
    const { app } = appWith(false);
    const chosen = await app.request("/blog", { headers: { Accept: "text/html", "Accept-Language": "ar", Cookie: "lang=ar" } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("set-cookie")).toContain("lang=en");
    const bot = await app.request("/blog", {
      headers: { Accept: "text/html", "Accept-Language": "ar", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.status).toBe(200);
    const english = await app.request("/blog", { headers: { Accept: "text/html", "Accept-Language": "en-US" } });
    expect(english.status).toBe(200);
  });
});
