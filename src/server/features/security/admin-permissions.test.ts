import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can, type Role } from "#shared/auth/roles";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";

/**
 * Walks the whole admin route table: every route answers 401 without a session, and 403 to
 * every role that lacks its permission (with a valid session, fingerprint, Origin and CSRF
 * token, so the permission is the only reason).
 */
let server: TestServer;
const clients = new Map<Role, StaffClient>();
beforeAll(async () => {
  server = await startTestServer();
  clients.set("admin", (await signedInAdmin(server)).client);
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const account = await createStaffAccount(server, role);
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    clients.set(role, client);
  }
});
afterAll(async () => server.stop());

// Every path parameter (":id", ":jobId"…) gets an id-shaped value.
const concretePath = (path: string) => path.replace(/:id\b/g, "00000000-0000-0000-0000-000000000000").replace(/:[A-Za-z]+\b/g, "1");

describe("admin route table", () => {
  it("has routes, each under /api/admin with a declared requirement", () => {
    expect(server.adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const route of server.adminRoutes) expect(route.requirement).toBeTruthy();
  });

  it("answers 401 to anonymous callers on every route", async () => {
    for (const route of server.adminRoutes) {
      const anonymous = new StaffClient(server);
      const result = await anonymous.request(route.method, concretePath(route.path), route.method === "GET" ? undefined : {});
      expect([route.method, route.path, result.status]).toEqual([route.method, route.path, 401]);
    }
  });

  it("answers 403 to every role without the route's permission", async () => {
    let checked = 0;
    for (const route of server.adminRoutes) {
      if (route.requirement === "signed-in") continue;
      for (const role of ROLES) {
        if (can(role, route.requirement)) continue;
        const result = await clients.get(role)!.request(route.method, concretePath(route.path), route.method === "GET" ? undefined : {});
        expect([route.path, role, result.status, result.body.code]).toEqual([route.path, role, 403, "forbidden"]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("lets every role with the permission through the guard", async () => {
    for (const route of server.adminRoutes.filter((r) => r.method === "GET" && !r.path.includes(":"))) {
      for (const role of ROLES) {
        if (route.requirement !== "signed-in" && !can(role, route.requirement)) continue;
        const result = await clients.get(role)!.request("GET", route.path);
        expect([route.path, role, result.status]).toEqual([route.path, role, 200]);
      }
    }
  });
});
