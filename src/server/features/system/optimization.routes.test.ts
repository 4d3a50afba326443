import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { blogPosts } from "#server/db/schema/articles";
import { errorLogs } from "#server/db/schema/error-logs";
import { files } from "#server/db/schema/files";
import { outboxMessages } from "#server/db/schema/outbox";
import { auditLog, staffSessions } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { OptimizationAnswer } from "#shared/system/optimization";

/*
 * /admin/optimization against a real database: each finding comes from rows written here, the
 * checks that cannot run say why, and the one action (purge expired sessions) is audited.
 */
let server: TestServer;
let admin: StaffClient;
const DAY = 24 * 60 * 60_000;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  admin = (await signedInAdmin(server)).client;
  const db = server.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).limit(1);
  const ago = (ms: number) => new Date(Date.now() - ms);
  await db.insert(staffSessions).values([
    { id: "expired-session-1", userId: owner!.id, stage: "full", expiresAt: ago(DAY) },
    { id: "expired-session-2", userId: owner!.id, stage: "full", expiresAt: ago(60_000) },
  ]);
  await db.insert(outboxMessages).values([
    { channel: "email", recipient: "a@example.test", template: "invite", body: "x", createdAt: ago(2 * 3_600_000) },
    { channel: "email", recipient: "b@example.test", template: "invite", body: "x", status: "failed", createdAt: ago(3 * 3_600_000) },
    // Too fresh to be a backlog.
    { channel: "email", recipient: "c@example.test", template: "invite", body: "x" },
  ]);
  await db.insert(errorLogs).values([
    { fingerprint: "old-open", source: "server", message: "boom", count: 12, firstSeenAt: ago(8 * DAY) },
    { fingerprint: "old-resolved", source: "server", message: "fixed", count: 3, firstSeenAt: ago(9 * DAY), resolved: true },
    { fingerprint: "new-open", source: "client", message: "fresh", count: 1 },
  ]);
  // Images: a wide one without variants (found), one with them and a narrow one (not found).
  const image = { bucket: "local", mimeType: "image/jpeg", extension: "jpg", kind: "image", height: 600 };
  await db.insert(files).values([
    { ...image, name: "wide.jpg", storageKey: "files/a.jpg", size: 300_000, width: 1200 },
    { ...image, name: "done.jpg", storageKey: "files/b.jpg", size: 200_000, width: 1200, variantWidths: [480, 960] },
    { ...image, name: "icon.jpg", storageKey: "files/c.jpg", size: 2_000, width: 64 },
  ]);
  const article = { excerpt: { en: "e", ar: "م" }, body: { en: "b", ar: "ب" }, coverImage: "/x.jpg", author: "Rihla", status: "published" };
  await db.insert(blogPosts).values([
    { ...article, slug: "english-only", title: { en: "English only", ar: "" }, body: { en: "b", ar: "" }, seoDescription: { en: "d", ar: "و" } },
    { ...article, slug: "no-seo", title: { en: "No SEO", ar: "بلا" } },
    { ...article, slug: "complete", title: { en: "Complete", ar: "كامل" }, seoDescription: { en: "d", ar: "و" } },
  ]);
});
afterAll(async () => server.stop());

const read = async () => {
  const res = await admin.request("GET", "/api/admin/optimization");
  expect(res.status).toBe(200);
  return res.body as unknown as OptimizationAnswer;
};
const ids = (answer: OptimizationAnswer) => answer.recommendations.map((r) => r.id).sort();

describe("GET /api/admin/optimization", () => {
  it("finds the backlog, expired sessions, week-old open errors and articles lacking Arabic or SEO", async () => {
    const answer = await read();
    expect(ids(answer)).toEqual(
      [
        "content-without-arabic:blog:english-only",
        "content-without-seo:blog:no-seo",
        "expired-sessions",
        "images-without-variants",
        "outbox-backlog",
        "stale-errors",
      ].sort(),
    );
    const by = (id: string) => answer.recommendations.find((r) => r.id === id)!;
    expect(by("expired-sessions")).toMatchObject({ figures: { expired: 2 }, action: "purge-expired-sessions" });
    expect(by("outbox-backlog")).toMatchObject({ severity: "high", figures: { waiting: 1, failed: 1, ageHours: 3 } });
    expect(by("images-without-variants")).toMatchObject({ figures: { images: 1, originalBytes: 300_000 }, link: "/admin/file-repository" });
    expect(by("stale-errors")).toMatchObject({ figures: { groups: 1, occurrences: 12, days: 7 }, link: "/admin/error-logs" });
    // High first.
    expect(answer.recommendations[0]?.severity).toBe("high");
  });

  it("says why the checks that cannot run here are skipped", async () => {
    const skipped = Object.fromEntries((await read()).skipped.map((s) => [s.check, s.reason]));
    expect(skipped["images-without-variants"]).toBeUndefined();
    expect(skipped["javascript-budget"]).toMatch(/production build/);
    if (server.database.kind === "pglite") expect(skipped["missing-index"]).toMatch(/PGlite collects no scan statistics/);
    else expect(skipped["missing-index"]).toBeUndefined();
  });

  it("leaves missing Arabic out while the public site does not show Arabic", async () => {
    const site = ((await admin.request("GET", "/api/admin/configurations")).body as { site: Record<string, unknown> }).site;
    expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...site, languagesShown: ["en"] })).status).toBe(200);
    try {
      const answer = await read();
      expect(ids(answer).filter((id) => id.startsWith("content-without-arabic"))).toEqual([]);
      expect(answer.skipped.find((s) => s.check === "content-without-arabic")?.reason).toMatch(/Arabic is not shown/);
      expect(ids(answer)).toContain("content-without-seo:blog:no-seo");
    } finally {
      await admin.request("PATCH", "/api/admin/configurations/site", site);
    }
    expect(ids(await read())).toContain("content-without-arabic:blog:english-only");
  });
});

describe("POST /api/admin/optimization/actions", () => {
  it("purges expired sessions only, audits it, and the recommendation goes", async () => {
    const before = await server.database.db.select({ id: staffSessions.id }).from(staffSessions);
    const res = await admin.request("POST", "/api/admin/optimization/actions", { action: "purge-expired-sessions" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: "purge-expired-sessions", affected: 2 });
    const after = await server.database.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(after.length).toBe(before.length - 2);
    // The admin's own (live) session survives.
    expect((await admin.request("GET", "/api/admin/optimization")).status).toBe(200);
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "optimization.purge_expired_sessions"));
    expect(entry?.after).toMatchObject({ removed: 2 });
    expect(ids(await read())).not.toContain("expired-sessions");
  });

  it("refuses an unknown action with 400 and a content editor with 403", async () => {
    const bad = await admin.request("POST", "/api/admin/optimization/actions", { action: "drop-everything" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ action: "Unknown action." });
    const account = await createStaffAccount(server, "content");
    const editor = new StaffClient(server);
    await editor.signIn(account.email, account.password);
    expect((await editor.request("GET", "/api/admin/optimization")).status).toBe(403);
    expect((await editor.request("POST", "/api/admin/optimization/actions", { action: "purge-expired-sessions" })).status).toBe(403);
  });
});
