import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient } from "#server/test-support/staff-client";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

describe("server over HTTP", () => {
  it("GET /api/health tells anonymous callers only the status (the database checked)", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health gives signed-in staff the details", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    const res = await client.request("GET", "/api/health");
    expect(res.body).toMatchObject({
      status: "ok",
      database: { kind: expect.stringMatching(/^(pglite|postgres)$/), ok: true },
      ready: true,
      version: expect.any(String),
    });
    expect(res.body.uptimeSeconds).toEqual(expect.any(Number));
  });

  it("closes requests whose headers or body never finish (slowloris, short bodies)", () => {
    expect(server.server.headersTimeout).toBeGreaterThan(0);
    expect(server.server.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(server.server.requestTimeout).toBeGreaterThan(0);
    expect(server.server.requestTimeout).toBeLessThanOrEqual(10_000);
    expect(server.server.requestTimeout).toBeGreaterThanOrEqual(server.server.headersTimeout);
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
