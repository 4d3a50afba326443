import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { errorLogs } from "#server/db/schema/error-logs";
import { auditLog } from "#server/db/schema/staff-auth";
import { rateLimits } from "#server/db/schema/rate-limits";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { ErrorGroupView } from "#shared/errors/error-groups";
import type { Page } from "#shared/pagination/page";
import { browserFamily } from "./browser-family";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const report = async (message: string, url: string, userAgent: string) => {
  await server.database.db.delete(rateLimits);
  const res = await fetch(`${server.url}/api/errors`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": userAgent },
    body: JSON.stringify({ message, where: "page", url, stack: `Error: ${message}\n    at render (/assets/app.js:1:200)` }),
  });
  expect(res.status).toBe(201);
};
const list = async (query = "") => (await admin.request("GET", `/api/admin/error-logs${query}`)).body as unknown as Page<ErrorGroupView> & { open: number };

describe("browserFamily", () => {
  it("names browser, major version and system, never the raw string", () => {
    expect(browserFamily(ANDROID_CHROME)).toBe("Chrome 131 · Android");
    expect(browserFamily(IPHONE_SAFARI)).toBe("Safari 17 · iOS");
    expect(browserFamily("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0")).toBe("Edge 131 · Windows");
    expect(browserFamily(undefined)).toBe("unknown");
  });
});

describe("/api/admin/error-logs", () => {
  it("groups repeats by fingerprint with count, pages and browsers", async () => {
    await report("Cannot read properties of undefined (reading 'price') at row 3", "/services", ANDROID_CHROME);
    await report("Cannot read properties of undefined (reading 'price') at row 9", "/ar/services", IPHONE_SAFARI);
    await report("Cannot read properties of undefined (reading 'price') at row 4", "/services", ANDROID_CHROME);
    const page = await list();
    const group = page.items.find((g) => g.message.includes("reading 'price'"))!;
    expect(group).toMatchObject({
      source: "client",
      count: 3,
      urls: ["/services", "/ar/services"],
      browsers: { "Chrome 131 · Android": 2, "Safari 17 · iOS": 1 },
    });
    expect(group.stack).toContain("at render");
    expect(new Date(group.firstSeenAt).getTime()).toBeLessThanOrEqual(new Date(group.lastSeenAt).getTime());
  });

  it("filters by status and source, and searches message and page", async () => {
    await report("Weather widget failed to parse", "/makkah-live", ANDROID_CHROME);
    expect((await list("?q=weather")).items.map((g) => g.message)).toEqual(["Weather widget failed to parse"]);
    expect((await list("?q=makkah-live")).items).toHaveLength(1);
    expect((await list("?source=server")).items).toHaveLength(0);
    expect((await list("?status=resolved")).items).toHaveLength(0);
    expect((await list("?q=%25")).items).toHaveLength(0);
  });

  it("resolves (audited), and a recurrence reopens the group and counts the reopening", async () => {
    const group = (await list("?q=weather")).items[0]!;
    const resolved = await admin.request("POST", `/api/admin/error-logs/${group.id}/resolve`);
    expect(resolved.body).toMatchObject({ resolved: true, resolvedBy: "admin@rihla.local" });
    expect((await list("?status=resolved")).items.map((g) => g.id)).toEqual([group.id]);
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "error_group.resolve"));
    expect(entry).toMatchObject({ entityId: String(group.id), before: { resolved: false }, after: { resolved: true } });

    await report("Weather widget failed to parse", "/ar/makkah-live", IPHONE_SAFARI);
    const [row] = await server.database.db.select().from(errorLogs).where(eq(errorLogs.id, group.id));
    expect(row).toMatchObject({ resolved: false, resolvedAt: null, reopenedCount: 1, count: 2 });
  });

  it("reopens by hand, and answers 404 for a group that does not exist", async () => {
    const group = (await list("?q=weather")).items[0]!;
    await admin.request("POST", `/api/admin/error-logs/${group.id}/resolve`);
    expect((await admin.request("POST", `/api/admin/error-logs/${group.id}/reopen`)).body).toMatchObject({ resolved: false, resolvedBy: null });
    expect((await admin.request("POST", "/api/admin/error-logs/999999/resolve")).status).toBe(404);
    expect((await admin.request("POST", "/api/admin/error-logs/abc/resolve")).status).toBe(404);
  });

  it("says how many groups are open", async () => {
    const open = (await list("?status=all")).items.filter((g) => !g.resolved).length;
    expect((await list()).open).toBe(open);
  });
});
