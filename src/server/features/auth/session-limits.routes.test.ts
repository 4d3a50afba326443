import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { staffSessions } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import { MAX_SESSIONS_PER_ACCOUNT } from "#server/platform/auth/session-store";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const sessionsOf = async (email: string) => {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id));
};

describe("the fingerprint header (issue 9, item 4)", () => {
  it("refuses a request without the header (a link from another site) but keeps the session", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    expect((await client.signIn(account.email, account.password)).status).toBe(200);
    // What a top-level navigation from another site sends: the Lax cookie, no fingerprint.
    const crossSite = await fetch(`${server.url}/api/admin/account`, { headers: { Cookie: client.cookie, "User-Agent": client.fingerprint.userAgent } });
    expect(crossSite.status).toBe(401);
    expect(((await crossSite.json()) as { code: string }).code).toBe("unauthenticated");
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(account.email)).toHaveLength(1);
    expect((await client.request("GET", "/api/admin/account")).status).toBe(200);
  });

  it("ends the session when the header is present and does not match", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    const forged = await client.request("GET", "/api/admin/account", undefined, {
      headers: { "x-client-fingerprint": Buffer.from(JSON.stringify({ ...client.fingerprint, platform: "Win32" })).toString("base64url") },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe("session_ended");
    expect(await sessionsOf(account.email)).toHaveLength(0);
  });
});

describe("concurrent sessions per account", () => {
  it(`keeps at most ${MAX_SESSIONS_PER_ACCOUNT}, ending the oldest`, async () => {
    const account = await createStaffAccount(server, "viewer");
    const first = new StaffClient(server);
    await first.signIn(account.email, account.password);
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT; i++) await new StaffClient(server).signIn(account.email, account.password);
    expect(await sessionsOf(account.email)).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    expect((await first.request("GET", "/api/admin/account")).status).toBe(401);
  });
});
