import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { DatabasePerformance } from "#shared/system/database-performance";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

describe("GET /api/admin/database-performance", () => {
  it("reads sizes, rows, indexes and the migration state from the running database, and says what it cannot show", async () => {
    const body = (await admin.request("GET", "/api/admin/database-performance")).body as unknown as DatabasePerformance;
    expect(body.kind).toBe(server.database.kind);
    expect(body.sizeBytes).toBeGreaterThan(0);
    const posts = body.tables.find((t) => t.name === "blog_posts")!;
    expect(posts.totalBytes).toBeGreaterThan(0);
    expect(body.indexes.some((i) => i.name === "settings_pkey" && i.unique)).toBe(true);
    expect(body.migrations.applied).toBeGreaterThanOrEqual(5);
    expect(body.connections).toBeGreaterThanOrEqual(1);
    if (body.kind === "pglite") {
      // The seed wrote 8 posts: counted exactly on PGlite.
      expect(posts).toMatchObject({ rows: 8, rowsExact: true, seqScans: null, indexScans: null });
      expect(body.cacheHitRatio).toBeNull();
      expect(body.slowStatements).toBeNull();
      expect(body.limitations.join(" ")).toContain("PGlite");
    } else {
      expect(posts.rowsExact).toBe(false);
      expect(posts.seqScans).not.toBeNull();
      expect(body.unusedIndexes.every((name) => !name.endsWith("_pkey"))).toBe(true);
    }
  });
});
