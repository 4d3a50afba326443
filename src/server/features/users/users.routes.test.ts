import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { outboxMessages } from "#server/db/schema/outbox";
import { rateLimits } from "#server/db/schema/rate-limits";
import { auditLog, authTokens, staffSessions } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import { startTestServer } from "#server/test-support/test-server";
import { ADMIN_EMAIL, createStaffAccount, signedInAdmin, solvedCaptcha, StaffClient, type TestServer } from "#server/test-support/staff-client";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

const lastEmailTo = async (recipient: string) => {
  const [row] = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
  return row;
};
const linkToken = (body: string, name: string) => new RegExp(`${name}=([a-f0-9]{64})`).exec(body)?.[1] ?? "";
const userId = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe("invitations", () => {
  it("invites a content editor by email, who accepts, signs in and cannot open users or security", async () => {
    const invited = await admin.request("POST", "/api/admin/users/invitations", { email: "Editor@Rihla.test", role: "content" });
    expect(invited.status).toBe(201);
    const email = await lastEmailTo("editor@rihla.test");
    expect(email).toMatchObject({ channel: "email", template: "staff_invitation", status: "queued" });
    const token = linkToken(email!.body, "invitation");
    expect(email!.body).toContain(`/admin/reset-password?invitation=${token}`);

    const details = await fetch(`${server.url}/api/admin/invitation?token=${token}`);
    expect(await details.json()).toEqual({ email: "editor@rihla.test", role: "content" });
    const visitor = new StaffClient(server);
    const weak = await visitor.request("POST", "/api/admin/invitation/accept", { token, name: "Huda", newPassword: "qwerty123456" });
    expect(weak.status).toBe(400);
    const accepted = await visitor.request("POST", "/api/admin/invitation/accept", { token, name: "Huda Editor", newPassword: "dates and cardamom coffee" });
    expect(accepted.status).toBe(201);
    expect(
      (await visitor.request("POST", "/api/admin/invitation/accept", { token, name: "Huda Editor", newPassword: "dates and cardamom coffee" })).status,
    ).toBe(400);

    const editor = new StaffClient(server);
    expect((await editor.signIn("editor@rihla.test", "dates and cardamom coffee")).body.next).toBe("done");
    expect((await editor.request("GET", "/api/admin/dashboard")).status).toBe(200);
    expect((await editor.request("GET", "/api/admin/users")).status).toBe(403);
    expect((await editor.request("GET", "/api/admin/security/sessions")).status).toBe(403);

    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "user.invite"));
    expect(audit[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      entity: "invitation",
      entityId: "editor@rihla.test",
      after: { email: "editor@rihla.test", role: "content" },
    });
  });

  it("refuses an expired invitation and an existing address", async () => {
    await admin.request("POST", "/api/admin/users/invitations", { email: "late@rihla.test", role: "viewer" });
    const token = linkToken((await lastEmailTo("late@rihla.test"))!.body, "invitation");
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, "late@rihla.test"));
    const result = await new StaffClient(server).request("POST", "/api/admin/invitation/accept", {
      token,
      name: "Late",
      newPassword: "a perfectly fine passphrase",
    });
    expect(result.body).toMatchObject({ code: "expired_link" });
    const existing = await admin.request("POST", "/api/admin/users/invitations", { email: ADMIN_EMAIL, role: "viewer" });
    expect(existing.status).toBe(409);
    expect((await admin.request("POST", "/api/admin/users/invitations", { email: "x@rihla.test", role: "owner" })).status).toBe(400);
  });
});

describe("managing staff", () => {
  it("changes a role, audited with before and after", async () => {
    const account = await createStaffAccount(server, "viewer");
    const id = await userId(account.email);
    const result = await admin.request("PATCH", `/api/admin/users/${id}/role`, { role: "operations" });
    expect(result.status).toBe(200);
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(row).toMatchObject({ action: "user.role_change", before: { role: "viewer" }, after: { role: "operations" }, actorEmail: ADMIN_EMAIL });
    expect(row?.ip).toBeTruthy();
  });

  it("deactivates: the person's cookie stops working and sign-in is refused", async () => {
    const account = await createStaffAccount(server, "operations");
    const person = new StaffClient(server);
    await person.signIn(account.email, account.password);
    const id = await userId(account.email);
    expect((await admin.request("POST", `/api/admin/users/${id}/deactivate`)).status).toBe(200);
    expect((await person.request("GET", "/api/admin/dashboard")).status).toBe(401);
    expect((await new StaffClient(server).signIn(account.email, account.password)).status).toBe(401);
    expect((await admin.request("POST", `/api/admin/users/${id}/reactivate`)).status).toBe(200);
    expect((await new StaffClient(server).signIn(account.email, account.password)).status).toBe(200);
  });

  it("never removes the last active admin", async () => {
    const adminId = await userId(ADMIN_EMAIL);
    const demote = await admin.request("PATCH", `/api/admin/users/${adminId}/role`, { role: "viewer" });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe("There must always be at least one active administrator.");
    expect((await admin.request("POST", `/api/admin/users/${adminId}/deactivate`)).status).toBe(409);
    expect((await server.database.db.select().from(users).where(eq(users.id, adminId)))[0]!.role).toBe("admin");
    // An Arabic back office gets the same refusals in Arabic.
    const ar = { headers: { "Accept-Language": "ar" } };
    expect((await admin.request("PATCH", `/api/admin/users/${adminId}/role`, { role: "viewer" }, ar)).body.error).toBe(
      "يجب أن يبقى مدير نظام نشط واحد على الأقل دائمًا.",
    );
    const badInvite = await admin.request("POST", "/api/admin/users/invitations", { email: "nope", role: "pilot" }, ar);
    expect(badInvite.body.fieldErrors).toEqual({ email: "أدخل بريدًا إلكترونيًا صحيحًا.", role: "اختر دورًا." });
    expect((await admin.request("POST", "/api/admin/users/not-an-id/deactivate", undefined, ar)).body.error).toBe("حساب الموظف أو الدعوة لم يعد موجودًا.");
  });

  it("resets someone's MFA and ends their sessions", async () => {
    const account = await createStaffAccount(server, "content");
    const person = new StaffClient(server);
    await person.signIn(account.email, account.password);
    await person.enrolMfa();
    const id = await userId(account.email);
    expect((await admin.request("POST", `/api/admin/users/${id}/reset-mfa`)).status).toBe(200);
    expect((await server.database.db.select().from(users).where(eq(users.id, id)))[0]!.twoFactorEnabled).toBe(false);
    expect(await server.database.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(0);
    expect((await new StaffClient(server).signIn(account.email, account.password)).body.next).toBe("done");
  });

  it("answers 404 for an unknown account", async () => {
    expect((await admin.request("POST", "/api/admin/users/does-not-exist/reset-mfa")).status).toBe(404);
  });
});

describe("password reset", () => {
  const request = async (email: string) =>
    new StaffClient(server).request("POST", "/api/admin/auth/password-reset/request", { email, captcha: await solvedCaptcha(server) });

  it("answers the same whether the address exists or not, and mails only real accounts", async () => {
    const account = await createStaffAccount(server, "viewer");
    const known = await request(account.email);
    const unknown = await request("ghost@rihla.test");
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await lastEmailTo("ghost@rihla.test")).toBeUndefined();
    expect((await lastEmailTo(account.email))?.template).toBe("password_reset");
  });

  it("sets a new password from the link once, ending every session", async () => {
    const account = await createStaffAccount(server, "viewer");
    const session = new StaffClient(server);
    await session.signIn(account.email, account.password);
    await request(account.email);
    const token = linkToken((await lastEmailTo(account.email))!.body, "token");
    const visitor = new StaffClient(server);
    const common = await visitor.request("POST", "/api/admin/auth/password-reset/complete", { token, newPassword: "123qweasdzxc" });
    expect(common.body.code).toBe("weak_password");
    const done = await visitor.request("POST", "/api/admin/auth/password-reset/complete", { token, newPassword: "sand dunes at sunset 2026" });
    expect(done.status).toBe(200);
    expect((await session.request("GET", "/api/admin/dashboard")).status).toBe(401);
    expect((await new StaffClient(server).signIn(account.email, account.password)).status).toBe(401);
    expect((await new StaffClient(server).signIn(account.email, "sand dunes at sunset 2026")).status).toBe(200);
    const reused = await visitor.request("POST", "/api/admin/auth/password-reset/complete", { token, newPassword: "another sunset passphrase" });
    expect(reused.body.code).toBe("invalid_link");
  });

  it("refuses an expired link", async () => {
    const account = await createStaffAccount(server, "viewer");
    await request(account.email);
    const token = linkToken((await lastEmailTo(account.email))!.body, "token");
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, account.email));
    const result = await new StaffClient(server).request("POST", "/api/admin/auth/password-reset/complete", {
      token,
      newPassword: "sand dunes at sunset 2026",
    });
    expect(result.body).toEqual({ error: "This link has expired. Request a new one.", code: "expired_link" });
  });
});

describe("security page API", () => {
  it("lists sessions, sign-ins, the audit log (filtered, paged) and the outbox", async () => {
    const sessions = await admin.request("GET", "/api/admin/security/sessions");
    expect((sessions.body.items as { current: boolean }[]).some((s) => s.current)).toBe(true);
    const signIns = await admin.request("GET", "/api/admin/security/sign-ins?outcome=success");
    expect(signIns.body).toMatchObject({ page: 1, pageSize: 20 });
    expect((signIns.body.items as { outcome: string }[]).every((e) => e.outcome === "success")).toBe(true);
    const audit = await admin.request("GET", "/api/admin/security/audit?action=mfa.enable");
    expect((audit.body.items as { action: string }[])[0]?.action).toBe("mfa.enable");
    expect((await admin.request("GET", "/api/admin/security/sign-ins?outcome=maybe")).status).toBe(400);
    const outbox = await admin.request("GET", "/api/admin/security/outbox");
    expect(outbox.body.total).toBeGreaterThan(0);
  });

  it("revokes another session", async () => {
    const account = await createStaffAccount(server, "viewer");
    const person = new StaffClient(server);
    await person.signIn(account.email, account.password);
    const list = await admin.request("GET", "/api/admin/security/sessions");
    const target = (list.body.items as { id: string; email: string }[]).find((s) => s.email === account.email)!;
    expect((await admin.request("POST", `/api/admin/security/sessions/${target.id}/revoke`)).status).toBe(200);
    expect((await person.request("GET", "/api/admin/dashboard")).status).toBe(401);
  });
});
