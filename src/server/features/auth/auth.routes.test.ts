import { createHash } from "node:crypto";
import type { FingerprintRecord } from "#shared/auth/fingerprint";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { outboxMessages } from "#server/db/schema/outbox";
import { rateLimits } from "#server/db/schema/rate-limits";
import { securityEvents, staffSessions, twoFactors } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import { startTestServer } from "#server/test-support/test-server";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createStaffAccount,
  freshCode,
  signedInAdmin,
  solvedCaptcha,
  StaffClient,
  type TestServer,
} from "#server/test-support/staff-client";

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

const sessionCount = async (email: string) => {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id))).length;
};

describe("sign-in", () => {
  it("answers wrong passwords and unknown addresses alike, and records both", async () => {
    const client = new StaffClient(server);
    const wrong = await client.signIn(ADMIN_EMAIL, "not the password at all");
    const unknown = await client.signIn("nobody@rihla.test", "not the password at all");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: "Email or password is incorrect.", code: "invalid_credentials" });
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookie).toBe("");
    const events = await server.database.db.select().from(securityEvents).where(eq(securityEvents.outcome, "failure"));
    expect(events.map((e) => e.reason)).toEqual(expect.arrayContaining(["Wrong password", "Unknown email"]));
  });

  it("refuses a missing or unsolved captcha and invalid fields", async () => {
    const client = new StaffClient(server);
    const unsolved = await client.request("POST", "/api/admin/auth/sign-in", {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      captcha: "x",
      fingerprint: client.fingerprint,
    });
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.fieldErrors).toEqual({ captcha: "The verification failed or expired. Please try again." });
    const invalid = await client.request("POST", "/api/admin/auth/sign-in", { email: "nope", password: "", captcha: "", fingerprint: client.fingerprint });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors as object).sort()).toEqual(["captcha", "email", "password"]);
  });

  it("locks an account after 5 failures, even for the right password, with the time it ends", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    for (let i = 0; i < 4; i++) expect((await client.signIn(account.email, "wrong password here")).status).toBe(401);
    const fifth = await client.signIn(account.email, "wrong password here");
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe("locked");
    expect(fifth.body.error).toBe("Too many failed attempts. Try again in 15 minutes.");
    expect(new Date(fifth.body.retryAt as string).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const right = await client.signIn(account.email, account.password);
    expect(right.status).toBe(429);
    expect(client.cookie).toBe("");
    // Stored in the database, so a restart or another process sees the same lock.
    const [row] = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-fail:${account.email}`));
    expect(row?.count).toBe(5);
  });

  it("signs a viewer straight in, with a new session each time", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    const first = await client.signIn(account.email, account.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ next: "done", csrfToken: expect.stringMatching(/^[a-f0-9]{64}$/) });
    const firstCookie = client.cookie;
    expect(firstCookie).toMatch(/^rihla_staff=[\w-]{43}$/);
    await client.signIn(account.email, account.password);
    expect(client.cookie).not.toBe(firstCookie);
    expect(await sessionCount(account.email)).toBe(1);
    const me = await client.request("GET", "/api/admin/account");
    expect(me.body).toMatchObject({ email: account.email, role: "viewer", permissions: ["dashboard.read"], mfaEnabled: false, mfaSetupRequired: false });
  });

  it("refuses a sign-in posted from another site", async () => {
    const client = new StaffClient(server);
    const result = await client.request(
      "POST",
      "/api/admin/auth/sign-in",
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, captcha: "x", fingerprint: client.fingerprint },
      { origin: "https://evil.example" },
    );
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("bad_origin");
  });

  it("sets the cookie httpOnly and SameSite=Lax", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    const result = await client.signIn(account.email, account.password);
    expect(result.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(result.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
  });
});

describe("refusals before a session, in the back office's language", () => {
  const arabic = { headers: { Cookie: "lang=ar", "Accept-Language": "en" } };
  it("words sign-in, reset and invitation refusals in Arabic for an Arabic back office, and in English otherwise", async () => {
    const client = new StaffClient(server);
    const wrong = await client.request(
      "POST",
      "/api/admin/auth/sign-in",
      { email: "nobody@rihla.test", password: "not the password", captcha: "x", fingerprint: client.fingerprint },
      arabic,
    );
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { error: "فشل التحقق أو انتهت صلاحيته. حاول مرة أخرى.", fieldErrors: { captcha: "فشل التحقق أو انتهت صلاحيته. حاول مرة أخرى." } },
    ]);
    const fields = await client.request(
      "POST",
      "/api/admin/auth/sign-in",
      { email: "nope", password: "", captcha: "", fingerprint: client.fingerprint },
      arabic,
    );
    expect(fields.body).toEqual({
      error: "بعض الحقول غير صحيحة.",
      fieldErrors: { email: "أدخل بريدًا إلكترونيًا صحيحًا.", password: "أدخل كلمة المرور.", captcha: "يُرجى إكمال التحقق." },
    });
    const code = await client.request("POST", "/api/admin/auth/mfa", { code: "123456" }, { headers: { "Accept-Language": "ar-SA,ar;q=0.9" } });
    expect([code.status, code.body.error]).toEqual([401, "انتهت مهلة تسجيل الدخول. يُرجى تسجيل الدخول من جديد."]);
    const link = await client.request(
      "POST",
      "/api/admin/auth/password-reset/complete",
      { token: "a".repeat(64), newPassword: "a long enough passphrase" },
      arabic,
    );
    expect([link.status, link.body]).toEqual([400, { error: "هذا الرابط غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.", code: "invalid_link" }]);
    const weak = await client.request("POST", "/api/admin/auth/password-reset/complete", { token: "a".repeat(64), newPassword: "short" }, arabic);
    expect(weak.body.fieldErrors).toEqual({ newPassword: "استخدم 12 حرفًا على الأقل." });
    const origin = await client.request("POST", "/api/admin/auth/sign-in", {}, { ...arabic, origin: "https://evil.example" });
    expect([origin.status, origin.body]).toEqual([403, { error: "لم يصدر هذا الطلب من هذا الموقع.", code: "bad_origin" }]);
    const invitation = await client.request("GET", `/api/admin/invitation?token=${"b".repeat(64)}`, undefined, arabic);
    expect([invitation.status, invitation.body]).toEqual([400, { error: "هذه الدعوة غير صالحة أو سبق استخدامها.", code: "invalid_link" }]);
    const badToken = await client.request("GET", "/api/admin/invitation?token=zz", undefined, arabic);
    expect([badToken.status, badToken.body.error]).toEqual([400, "هذا الرابط غير صالح."]);
    // English stays as written (the forms and the other tests read these sentences).
    const english = await client.request("POST", "/api/admin/auth/password-reset/complete", { token: "a".repeat(64), newPassword: "a long enough passphrase" });
    expect(english.body.error).toBe("This link is not valid or was already used. Request a new one.");
  });

  it("words a lockout in Arabic with its minutes", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    for (let i = 0; i < 4; i++) expect((await client.signIn(account.email, "wrong password here")).status).toBe(401);
    const fifth = await client.request(
      "POST",
      "/api/admin/auth/sign-in",
      { email: account.email, password: "wrong password here", captcha: await solvedCaptcha(server), fingerprint: client.fingerprint },
      arabic,
    );
    expect([fifth.status, fifth.body.error, fifth.body.code]).toEqual([429, "محاولات فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة.", "locked"]);
  });
});

describe("uses of an emailed link", () => {
  it("are limited per address before the token is looked up, then answered with the time to wait", async () => {
    for (const path of ["/api/admin/auth/password-reset/complete", "/api/admin/invitation/accept"]) {
      await server.database.db.delete(rateLimits);
      const client = new StaffClient(server);
      const use = () => client.request("POST", path, { token: "c".repeat(64), name: "Aisha", newPassword: "a long enough passphrase" });
      for (let i = 0; i < 20; i++) expect((await use()).status, `${path}, use ${i + 1}`).toBe(400);
      const over = await use();
      expect([over.status, over.body.code], path).toEqual([429, "locked"]);
      expect(over.body.error).toMatch(/^Too many failed attempts\. Try again in 1[45] minutes\.$/);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(800);
      const [row] = await server.database.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${"%-accept:*"} or ${rateLimits.key} like ${"reset-complete:*"}`);
      expect(row?.count, `${path}: the global ceiling counts admitted uses only`).toBe(20);
    }
  });
});

describe("MFA", () => {
  it("sends an admin without MFA to set-up before anything else", async () => {
    const account = await createStaffAccount(server, "admin");
    const client = new StaffClient(server);
    const result = await client.signIn(account.email, account.password);
    expect(result.body.next).toBe("mfa-setup");
    const dashboard = await client.request("GET", "/api/admin/dashboard");
    expect(dashboard.status).toBe(403);
    expect(dashboard.body.code).toBe("mfa_setup_required");
    expect((await client.request("GET", "/api/admin/account")).body.mfaSetupRequired).toBe(true);
  });

  it("enrols with a QR code, refuses a wrong code, and replaces the session on success", async () => {
    const account = await createStaffAccount(server, "operations");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    const elsewhere = new StaffClient(server);
    await elsewhere.signIn(account.email, account.password);
    const before = client.cookie;
    const setup = await client.request("POST", "/api/admin/account/mfa/setup");
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Rihla%3A.*digits=6&period=30$/);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    expect((await client.request("POST", "/api/admin/account/mfa/confirm", { code: "000000" })).status).toBe(400);
    const { code } = freshCode(setup.body.secret as string);
    const confirmed = await client.request("POST", "/api/admin/account/mfa/confirm", { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.backupCodes).toHaveLength(10);
    // Stored salted and hashed, never as the codes themselves.
    const [stored] = await server.database.db.select().from(twoFactors).innerJoin(users, eq(users.id, twoFactors.userId)).where(eq(users.email, account.email));
    expect(stored!.two_factors.backupCodeHashes).toHaveLength(10);
    const codes = confirmed.body.backupCodes as string[];
    for (const hash of stored!.two_factors.backupCodeHashes) expect(codes.some((code) => hash.includes(code.replace("-", "")))).toBe(false);
    expect(new Set(stored!.two_factors.backupCodeHashes).size).toBe(10);
    expect(stored!.two_factors.secret).not.toContain(setup.body.secret as string);
    expect(client.cookie).not.toBe(before);
    const old = new StaffClient(server);
    old.cookie = before;
    expect((await old.request("GET", "/api/admin/account")).status).toBe(401);
    // A session opened elsewhere before the second factor existed ends too.
    expect((await elsewhere.request("GET", "/api/admin/account")).status).toBe(401);
    expect((await client.request("GET", "/api/admin/account")).status).toBe(200);
  });

  it("asks for the code after the password; wrong codes fail, a reused code fails, a backup code works once", async () => {
    const client = new StaffClient(server);
    const result = await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(result.body).toEqual({ next: "mfa" });
    // Half signed in opens nothing.
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const wrong = await client.request("POST", "/api/admin/auth/mfa", { code: "123456" });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe("That code is not valid. Check your app and try again.");
    }
    // A valid code signs in once; the same code on the next sign-in is refused.
    const { code, step } = freshCode(admin.mfa.secret, admin.mfa.step);
    admin.mfa.step = step;
    expect((await client.request("POST", "/api/admin/auth/mfa", { code })).status).toBe(200);
    const replay = new StaffClient(server);
    await replay.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await replay.request("POST", "/api/admin/auth/mfa", { code })).status).toBe(401);
    const backup = admin.mfa.backupCodes[0]!;
    const ok = await replay.request("POST", "/api/admin/auth/mfa", { code: backup });
    expect(ok.status).toBe(200);
    expect((await replay.request("GET", "/api/admin/dashboard")).status).toBe(200);

    const again = new StaffClient(server);
    await again.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await again.request("POST", "/api/admin/auth/mfa", { code: backup })).status).toBe(401);
  });

  it("locks the code step after 5 wrong codes", async () => {
    const client = new StaffClient(server);
    await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 4; i++) expect((await client.request("POST", "/api/admin/auth/mfa", { code: "111111" })).status).toBe(401);
    const locked = await client.request("POST", "/api/admin/auth/mfa", { code: "111111" });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("locked");
  });
});

describe("session rules", () => {
  async function viewer() {
    const account = await createStaffAccount(server, "content");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    return { client, account };
  }
  const write = (client: StaffClient, options?: Parameters<StaffClient["request"]>[3]) =>
    client.request("POST", "/api/admin/account/password", { currentPassword: "wrong", newPassword: "another long password 9" }, options);

  it("requires the CSRF token and the Origin on writes", async () => {
    const { client } = await viewer();
    expect((await write(client, { csrf: null })).body.code).toBe("csrf_invalid");
    expect((await write(client, { csrf: "a".repeat(64) })).body.code).toBe("csrf_invalid");
    expect((await write(client, { origin: null })).body.code).toBe("bad_origin");
    expect((await write(client, { origin: "https://evil.example" })).status).toBe(403);
    // With both, the request reaches the route (which then refuses the wrong current password).
    expect((await write(client)).status).toBe(400);
  });

  it("refuses an expired token and one older than a day, and refreshes within the day", async () => {
    const { client, account } = await viewer();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, account.email));
    await server.database.db
      .update(staffSessions)
      .set({ csrfExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.userId, user!.id));
    expect((await write(client)).body.code).toBe("csrf_invalid");
    const refreshed = await client.request("POST", "/api/admin/account/csrf");
    expect(refreshed.status).toBe(200);
    expect((await write(client)).status).toBe(400);
    await server.database.db
      .update(staffSessions)
      .set({ csrfIssuedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(staffSessions.userId, user!.id));
    expect((await write(client)).body.code).toBe("csrf_invalid");
    expect((await client.request("POST", "/api/admin/account/csrf")).status).toBe(401);
  });

  it.each([
    [{ userAgent: "Mozilla/5.0 OtherBrowser/2.0" }, "Critical component mismatch"],
    [{ platform: "Win32" }, "Critical component mismatch"],
    [{ language: "ar-SA", timezone: "Europe/London", platform: "MacIntel" }, "Too many fingerprint mismatches"],
  ])("ends the session when the fingerprint changes (%o)", async (change, reason) => {
    const { client, account } = await viewer();
    Object.assign(client.fingerprint, change);
    const result = await client.request("GET", "/api/admin/dashboard");
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("session_ended");
    expect(await sessionCount(account.email)).toBe(0);
    const [event] = await server.database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.email} = ${account.email} and ${securityEvents.kind} = 'session'`);
    expect(event?.reason).toBe(reason);
  });

  it("keeps the spec's fingerprint record on the session: the components' SHA-256 hash, the components, when recorded", async () => {
    const { client, account } = await viewer();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, account.email));
    const [session] = await server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id));
    const record = session!.fingerprint as FingerprintRecord;
    expect(record.components).toEqual(client.fingerprint);
    const ordered = ["userAgent", "language", "platform", "screenResolution", "timezone", "colorDepth", "touchSupport"].map(
      (key) => client.fingerprint[key as keyof typeof client.fingerprint],
    );
    expect(record.hash).toBe(createHash("sha256").update(JSON.stringify(ordered)).digest("hex"));
    expect(Date.parse(record.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(200);
  });

  it("still reads a session stored before records had a hash (the components alone)", async () => {
    const { client, account } = await viewer();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, account.email));
    await server.database.db
      .update(staffSessions)
      .set({ fingerprint: { ...client.fingerprint } })
      .where(eq(staffSessions.userId, user!.id));
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(200);
    Object.assign(client.fingerprint, { platform: "Win32" });
    expect((await client.request("GET", "/api/admin/dashboard")).body.code).toBe("session_ended");
  });

  it("tolerates two changed components that are not critical", async () => {
    const { client } = await viewer();
    Object.assign(client.fingerprint, { language: "ar-SA", timezone: "Europe/London", screenResolution: "800x600" });
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(200);
  });

  it("records 'Verification error' when the fingerprint header is unreadable", async () => {
    const { client, account } = await viewer();
    const result = await client.request("GET", "/api/admin/dashboard", undefined, { headers: { "x-client-fingerprint": "not-json" } });
    expect(result.status).toBe(401);
    const [event] = await server.database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.email} = ${account.email} and ${securityEvents.kind} = 'session'`);
    expect(event?.reason).toBe("Verification error");
  });

  it("ends an idle session", async () => {
    const { client, account } = await viewer();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, account.email));
    await server.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.userId, user!.id));
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(401);
  });

  it("signs out: the session and its CSRF token are gone", async () => {
    const { client, account } = await viewer();
    const cookie = client.cookie;
    const out = await client.request("POST", "/api/admin/auth/sign-out");
    expect(out.status).toBe(200);
    expect(client.cookie).toBe("");
    expect(await sessionCount(account.email)).toBe(0);
    client.cookie = cookie;
    expect((await client.request("GET", "/api/admin/dashboard")).status).toBe(401);
  });

  it("changes the password with the current one, refusing common passwords, and ends other sessions", async () => {
    const { client, account } = await viewer();
    const other = new StaffClient(server);
    await other.signIn(account.email, account.password);
    expect(await sessionCount(account.email)).toBe(2);
    const common = await client.request("POST", "/api/admin/account/password", { currentPassword: account.password, newPassword: "Qwerty123456" });
    expect(common.body.fieldErrors).toEqual({ newPassword: "This password is too common or too easy to guess. Choose another." });
    // An Arabic back office gets the refusals in Arabic.
    const ar = { headers: { "Accept-Language": "ar" } };
    const arabicCommon = await client.request("POST", "/api/admin/account/password", { currentPassword: account.password, newPassword: "Qwerty123456" }, ar);
    expect(arabicCommon.body.fieldErrors).toEqual({ newPassword: "كلمة المرور هذه شائعة جدًا أو سهلة التخمين. اختر غيرها." });
    const arabicWrong = await client.request("POST", "/api/admin/account/password", { currentPassword: "not it", newPassword: "another long passphrase" }, ar);
    expect(arabicWrong.body).toMatchObject({ error: "كلمة المرور الحالية غير صحيحة.", fieldErrors: { currentPassword: "كلمة المرور الحالية غير صحيحة." } });
    const arabicShort = await client.request("POST", "/api/admin/account/password", { currentPassword: account.password, newPassword: "short" }, ar);
    expect(arabicShort.body.fieldErrors).toEqual({ newPassword: "استخدم 12 حرفًا على الأقل." });
    const changed = await client.request("POST", "/api/admin/account/password", {
      currentPassword: account.password,
      newPassword: "a brand new long passphrase",
      endOtherSessions: true,
    });
    expect(changed.body).toEqual({ changed: true, endedSessions: 1 });
    expect((await other.request("GET", "/api/admin/dashboard")).status).toBe(401);
    expect((await new StaffClient(server).signIn(account.email, "a brand new long passphrase")).status).toBe(200);
  });
});

describe("own sessions and notices", () => {
  it("lists one's own sessions only, ends another of them, and cannot end someone else's", async () => {
    const account = await createStaffAccount(server, "viewer");
    const laptop = new StaffClient(server);
    const phone = new StaffClient(server);
    await laptop.signIn(account.email, account.password);
    await phone.signIn(account.email, account.password);
    const list = await laptop.request("GET", "/api/admin/account/sessions");
    const items = list.body.items as { id: string; current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const other = items.find((s) => !s.current)!;
    expect((await laptop.request("POST", `/api/admin/account/sessions/${other.id}/revoke`)).status).toBe(200);
    expect((await phone.request("GET", "/api/admin/account")).status).toBe(401);
    const adminSessions = await admin.client.request("GET", "/api/admin/account/sessions");
    const adminSession = (adminSessions.body.items as { id: string }[])[0]!;
    expect((await laptop.request("POST", `/api/admin/account/sessions/${adminSession.id}/revoke`)).status).toBe(404);
    expect((await admin.client.request("GET", "/api/admin/account")).status).toBe(200);
  });

  it("emails the person when their password changes", async () => {
    const account = await createStaffAccount(server, "viewer");
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    await client.request("POST", "/api/admin/account/password", { currentPassword: account.password, newPassword: "yet another long passphrase" });
    const [notice] = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, account.email));
    expect(notice).toMatchObject({ template: "security_password_changed", status: "queued" });
  });
});

describe("session purge", () => {
  it("is scheduled hourly on the platform scheduler", () => {
    const job = server.scheduler.job("auth.purge-expired-sessions");
    expect(job?.getPattern()).toBe("0 * * * *");
    expect(job?.nextRun()?.getMinutes()).toBe(0);
  });

  it("removes expired sessions and keeps live ones", async () => {
    const account = await createStaffAccount(server, "viewer");
    const live = new StaffClient(server);
    await live.signIn(account.email, account.password);
    const stale = new StaffClient(server);
    await stale.signIn(account.email, account.password);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, account.email));
    const rows = await server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id));
    await server.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.id, rows[0]!.id));
    expect(await server.scheduler.runNow("auth.purge-expired-sessions")).toBe("ran");
    const left = await server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id));
    expect(left.map((row) => row.id)).toEqual([rows[1]!.id]);
  });
});
