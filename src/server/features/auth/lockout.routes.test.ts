import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { rateLimits } from "#server/db/schema/rate-limits";
import { securityEvents } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, solvedCaptcha, StaffClient, type TestServer } from "#server/test-support/staff-client";

/**
 * Issue 9, items 1 and 7: the account lock is counted before the slow password check, so
 * concurrent guesses cannot slip past it; and a browser that signed in before keeps its own
 * allowance, so strangers cannot lock the owner out.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

/** How many times a password was actually checked for this address (each check is logged). */
const passwordChecks = async (email: string) =>
  (
    await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.email, email), inArray(securityEvents.reason, ["Wrong password", "Unknown email", "Account deactivated"])))
  ).length;

const signInFrom = async (client: StaffClient, address: string, email: string, password: string, captcha?: string) =>
  client.request(
    "POST",
    "/api/admin/auth/sign-in",
    { email, password, captcha: captcha ?? (await solvedCaptcha(server)), fingerprint: client.fingerprint },
    { headers: { "X-Forwarded-For": address } },
  );

describe("account lockout under concurrency", () => {
  it("checks at most 5 passwords for 24 concurrent wrong guesses, then refuses the right one", async () => {
    const account = await createStaffAccount(server, "viewer");
    // Every guess from its own address, each with its own solved captcha, all in flight at once.
    const captchas = await Promise.all(Array.from({ length: 25 }, () => solvedCaptcha(server)));
    const wrong = await Promise.all(
      captchas.slice(0, 24).map((captcha, i) => signInFrom(new StaffClient(server), `198.51.100.${i + 1}`, account.email, "wrong password here", captcha)),
    );
    expect(wrong.filter((r) => r.status === 401).length).toBeLessThanOrEqual(4);
    expect(wrong.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(await passwordChecks(account.email)).toBeLessThanOrEqual(5);

    const client = new StaffClient(server);
    const right = await signInFrom(client, "198.51.100.200", account.email, account.password, captchas[24]);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("locked");
    expect(client.cookie).toBe("");
  });

  it("also holds when the right password races the wrong ones: never more than 5 checks", async () => {
    const account = await createStaffAccount(server, "viewer");
    const captchas = await Promise.all(Array.from({ length: 25 }, () => solvedCaptcha(server)));
    const results = await Promise.all(
      captchas.map((captcha, i) =>
        signInFrom(new StaffClient(server), `203.0.113.${i + 1}`, account.email, i === 24 ? account.password : "wrong password here", captcha),
      ),
    );
    const successes = results.filter((r) => r.status === 200).length;
    expect(successes).toBeLessThanOrEqual(1);
    expect((await passwordChecks(account.email)) + successes).toBeLessThanOrEqual(5);
  });
});

describe("lockout and known devices", () => {
  it("checks the captcha before answering that the account is locked", async () => {
    const account = await createStaffAccount(server, "viewer");
    const attacker = new StaffClient(server);
    for (let i = 0; i < 5; i++) await signInFrom(attacker, "192.0.2.1", account.email, "wrong password here");
    const unsolved = await signInFrom(attacker, "192.0.2.1", account.email, "wrong password here", "x");
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.fieldErrors).toEqual({ captcha: "The verification failed or expired. Please try again." });
  });

  it("lets a browser that signed in before sign in while strangers have locked the account", async () => {
    const account = await createStaffAccount(server, "viewer");
    const owner = new StaffClient(server);
    expect((await signInFrom(owner, "192.0.2.10", account.email, account.password)).status).toBe(200);
    expect(owner.cookies.has("rihla_device")).toBe(true);
    await owner.request("POST", "/api/admin/auth/sign-out");

    const attacker = new StaffClient(server);
    for (let i = 0; i < 5; i++) await signInFrom(attacker, `192.0.2.${20 + i}`, account.email, "wrong password here");
    expect((await signInFrom(new StaffClient(server), "192.0.2.30", account.email, account.password)).status).toBe(429);

    const again = await signInFrom(owner, "192.0.2.10", account.email, account.password);
    expect(again.status).toBe(200);
  });

  it("limits a known device on its own: 5 failures lock that device, not a forged or foreign cookie", async () => {
    const account = await createStaffAccount(server, "viewer");
    const owner = new StaffClient(server);
    expect((await signInFrom(owner, "192.0.2.40", account.email, account.password)).status).toBe(200);
    await owner.request("POST", "/api/admin/auth/sign-out");
    for (let i = 0; i < 4; i++) expect((await signInFrom(owner, "192.0.2.40", account.email, "wrong password here")).status).toBe(401);
    expect((await signInFrom(owner, "192.0.2.40", account.email, "wrong password here")).status).toBe(429);
    expect((await signInFrom(owner, "192.0.2.40", account.email, account.password)).status).toBe(429);

    // A cookie with a forged signature is no device at all: the account's own allowance applies.
    const forger = new StaffClient(server);
    forger.cookies.set("rihla_device", `${owner.cookies.get("rihla_device")!.slice(0, -4)}AAAA`);
    expect((await signInFrom(forger, "192.0.2.41", account.email, account.password)).status).toBe(200);
  });
});
