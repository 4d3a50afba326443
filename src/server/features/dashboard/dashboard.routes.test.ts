import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDemoContent } from "#server/db/seed/remove-demo";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(() => server.stop());

describe("GET /api/admin/dashboard and the demo content", () => {
  it("counts through the modules' tiles what the seed wrote", async () => {
    const res = await admin.request("GET", "/api/admin/dashboard");
    expect(res.body.counts).toEqual({
      products: 7,
      posts: 8,
      guides: 8,
      testimonials: 14,
      contactMessages: 0,
      newContactMessages: 0,
      staff: 1,
      openErrors: 0,
      outboxBacklog: 0,
      pickupsToday: 0,
      unassignedJobs: 0,
      quoteConversion: 0,
      // The demo's Madinah company (insurance in 18 days) and its suspended Jeddah one (licence expired).
      operatorDocumentsDue: 2,
    });
  });

  it("says the demo content is present after the first start, with what it holds and the command that removes it", async () => {
    const res = await admin.request("GET", "/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.body.demoContent).toEqual({
      present: true,
      counts: { posts: 8, guides: 8, products: 7, vehicleClasses: 6, testimonials: 14, sitePages: 2 },
      removeCommand: "npm run demo:remove",
    });
  });

  it("says nothing is left once the demo is removed", async () => {
    await removeDemoContent(server.database.db);
    const res = await admin.request("GET", "/api/admin/dashboard");
    expect(res.body.demoContent).toMatchObject({ present: false, counts: { posts: 0, testimonials: 0 } });
    expect(res.body.counts).toMatchObject({ posts: 0, guides: 0, products: 0, staff: 1 });
  });
});
