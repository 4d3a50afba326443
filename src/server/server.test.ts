import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

describe("server over HTTP", () => {
  it("GET /api/health answers ok with the database checked", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.ready).toBe(true);
  });

  it("GET /api/ready answers ready once migrations are done", async () => {
    const res = await fetch(`${server.url}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });

  it("seeds the demo content and the admin account exactly once", async () => {
    expect(server.seeded).toBe(true);
    expect(server.admin?.created).toBe(true);
    expect(server.admin?.generatedPassword).toBeUndefined();
  });

  it("sends security headers", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("serves robots.txt and a sitemap with both languages", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: ");
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("/ar/blog/");
    expect(xml).toContain('hreflang="ar"');
    expect(xml.match(/<url>/g)?.length).toBeGreaterThanOrEqual(2 * (9 + 8 + 8));
  });
});
