import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema/rate-limits";
import { securityEvents } from "#server/db/schema/staff-auth";
import { MAX_WINDOW_MS } from "#server/platform/rate-limit/rate-limit";
import { startTestServer } from "#server/test-support/test-server";
import type { TestServer } from "#server/test-support/staff-client";
import { SECURITY_EVENT_RETENTION_DAYS } from "./security.module";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
});
afterAll(async () => server.stop());

describe("security events retention (issue 9, item 3)", () => {
  it(`keeps sign-in history ${SECURITY_EVENT_RETENTION_DAYS} days (a scheduled purge)`, async () => {
    const day = 24 * 60 * 60_000;
    await server.database.db.insert(securityEvents).values([
      { kind: "sign_in", outcome: "failure", email: "old@example.com", at: new Date(Date.now() - (SECURITY_EVENT_RETENTION_DAYS + 1) * day) },
      { kind: "sign_in", outcome: "failure", email: "recent@example.com", at: new Date(Date.now() - (SECURITY_EVENT_RETENTION_DAYS - 1) * day) },
    ]);
    expect(await server.scheduler.runNow("security.purge-old-events")).toBe("ran");
    const emails = (await server.database.db.select().from(securityEvents)).map((row) => row.email);
    expect(emails).toContain("recent@example.com");
    expect(emails).not.toContain("old@example.com");
  });

  it("purges rate-limit windows that are over on a schedule", async () => {
    await server.database.db.insert(rateLimits).values([
      { key: "contact:192.0.2.99", count: 3, windowStartedAt: new Date(Date.now() - MAX_WINDOW_MS - 60_000) },
      { key: "contact:192.0.2.98", count: 3, windowStartedAt: new Date() },
    ]);
    expect(await server.scheduler.runNow("system.purge-rate-limit-windows")).toBe("ran");
    const keys = (await server.database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("contact:192.0.2.98");
    expect(keys).not.toContain("contact:192.0.2.99");
  });
});
