import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLogs } from "#server/db/schema/error-logs";
import { rateLimits } from "#server/db/schema/rate-limits";
import { startTestServer } from "#server/test-support/test-server";
import { ERROR_REPORT_LIMITS } from "./errors.routes";
import { fingerprintOf } from "./errors.service";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const post = (body: unknown) =>
  fetch(`${server.url}/api/errors`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/errors", () => {
  it("records a client error and counts repeats in one group", async () => {
    const error = { message: "Cannot read properties of undefined (reading 'name') at item 42", where: "page", url: "/blog/x" };
    expect((await post(error)).status).toBe(201);
    expect((await post({ ...error, message: error.message.replace("42", "43") })).status).toBe(201);
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(2);
    expect(rows[0]?.source).toBe("client");
  });

  it("does not record errors from browser extensions", async () => {
    const res = await post({ message: "boom", stack: "at chrome-extension://abcdef/content.js:1:1", where: "page", url: "/" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: false });
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows.map((r) => r.message)).not.toContain("boom");
  });

  it("keeps token links out of the log", async () => {
    await post({ message: "track failed", where: "page", url: "/track/SECRET-TOKEN-123" });
    const rows = await server.database.db.select().from(errorLogs);
    const row = rows.find((r) => r.message === "track failed");
    expect(row?.url).toBe("/track/[token]");
  });

  it("refuses malformed reports with 400 and stores nothing", async () => {
    const before = (await server.database.db.select().from(errorLogs)).length;
    const res = await post({ message: "", where: "page", url: "not-a-path" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["message", "url"]);
    expect((await server.database.db.select().from(errorLogs)).length).toBe(before);
  });
});

describe("fingerprintOf", () => {
  it("ignores numbers and ids but not the place", () => {
    expect(fingerprintOf("client", "page", "item 1 failed")).toBe(fingerprintOf("client", "page", "item 2 failed"));
    expect(fingerprintOf("client", "page", "x")).not.toBe(fingerprintOf("client", "root", "x"));
  });
});

describe("POST /api/errors limits and retention (issue 9, item 3)", () => {
  const report = { message: "limits test failure", where: "page", url: "/limits" };
  const setCount = async (key: string, count: number) =>
    server.database.db
      .insert(rateLimits)
      .values({ key, count, windowStartedAt: new Date() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStartedAt: new Date() } });

  it("answers 429 with Retry-After once this address is over its hourly reports, storing nothing", async () => {
    await server.database.db.delete(rateLimits);
    await setCount("errors:127.0.0.1", ERROR_REPORT_LIMITS.perAddress.limit);
    const res = await post({ ...report, message: "over the address limit" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows.map((r) => r.message)).not.toContain("over the address limit");
  });

  it("counts bytes too: a large report over the address's hourly bytes is refused", async () => {
    await server.database.db.delete(rateLimits);
    await setCount("errors-bytes:127.0.0.1", ERROR_REPORT_LIMITS.bytesPerAddress.limit - 100);
    expect((await post({ ...report, message: "small" })).status).toBe(201);
    expect((await post({ ...report, message: "x".repeat(500) })).status).toBe(429);
  });

  it("keeps one address within 256 KB an hour, counting what it sent when that is more than the text stored", async () => {
    await server.database.db.delete(rateLimits);
    // The probe's reports: about 6.4 KB as sent, Arabic text escaped as \uXXXX (JSON allows it).
    const escaped = (text: string) => JSON.stringify(text).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const body = (n: number) => `{"message":${escaped(`تعذر تحميل الصفحة ${n} `.repeat(68))},"where":"page","url":"/probe"}`;
    expect(Buffer.byteLength(body(1))).toBeGreaterThan(6_000);
    let accepted = 0;
    let acceptedBytes = 0;
    for (let n = 0; n < 60; n++) {
      const res = await fetch(`${server.url}/api/errors`, { method: "POST", headers: { "Content-Type": "application/json" }, body: body(n) });
      if (res.status !== 201) {
        expect(res.status).toBe(429);
        break;
      }
      accepted += 1;
      acceptedBytes += Buffer.byteLength(body(n));
    }
    expect(acceptedBytes).toBeLessThanOrEqual(ERROR_REPORT_LIMITS.bytesPerAddress.limit);
    expect(accepted).toBeGreaterThanOrEqual(35);
  });

  it("counts what a report stores when that is more than it sent (its address is kept twice)", async () => {
    await server.database.db.delete(rateLimits);
    const url = `/${"a".repeat(499)}`;
    const res = await post({ message: "stored size", where: "page", url });
    expect(res.status).toBe(201);
    const [counted] = await server.database.db.select().from(rateLimits).where(eq(rateLimits.key, "errors-bytes:127.0.0.1"));
    expect(counted?.count).toBeGreaterThanOrEqual(2 * 500 + "stored size".length);
  });

  it("drops reports (202, not stored) once everyone together is over the ceiling", async () => {
    await server.database.db.delete(rateLimits);
    await setCount("errors:*", ERROR_REPORT_LIMITS.global.limit);
    const res = await post({ ...report, message: "over the global ceiling" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recorded: false });
    const rows = await server.database.db.select().from(errorLogs);
    expect(rows.map((r) => r.message)).not.toContain("over the global ceiling");
    await server.database.db.delete(rateLimits);
  });

  it("keeps groups for 30 days after they were last seen (a scheduled purge)", async () => {
    await server.database.db.insert(errorLogs).values([
      { fingerprint: "old-group", source: "client", message: "old", lastSeenAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) },
      { fingerprint: "recent-group", source: "client", message: "recent", lastSeenAt: new Date(Date.now() - 29 * 24 * 60 * 60_000) },
    ]);
    expect(await server.scheduler.runNow("errors.purge-old-groups")).toBe("ran");
    const left = (await server.database.db.select().from(errorLogs)).map((r) => r.fingerprint);
    expect(left).toContain("recent-group");
    expect(left).not.toContain("old-group");
  });
});
