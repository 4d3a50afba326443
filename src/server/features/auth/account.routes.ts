import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { accountText, WRONG_CURRENT_PASSWORD } from "#shared/auth/account-texts";
import { mfaConfirmSchema, mfaDisableSchema, passwordChangeSchema } from "#shared/auth/auth.schema";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { AuthSettingsSource } from "#server/platform/auth/auth-settings";
import { issueCsrf } from "#server/platform/auth/csrf";
import { writeSessionCookie } from "#server/platform/auth/session-cookie";
import type { SessionStore } from "#server/platform/auth/session-store";
import { clientIp } from "#server/platform/http/client-ip";
import { staffWording } from "#server/platform/http/staff-wording";
import { describeStaff } from "./auth.routes";
import type { MfaService } from "./mfa.service";
import type { PasswordService } from "./password.service";

const { say: inStaffLanguage, parse } = staffWording(accountText);
const refuse = (c: Context, status: 400 | 401 | 404 | 409, english: string, extra: Omit<ApiErrorBody, "error"> = {}) =>
  c.json<ApiErrorBody>({ error: inStaffLanguage(c)(english), ...extra }, status);
const wrongPassword = (c: Context) => {
  const text = inStaffLanguage(c)(WRONG_CURRENT_PASSWORD);
  return c.json<ApiErrorBody>({ error: text, fieldErrors: { currentPassword: text } }, 400);
};

/** The signed-in person's own account: who am I, CSRF refresh, MFA enrolment, password change. */
export function accountRoutes(deps: {
  audit: AuditLog;
  mfa: MfaService;
  passwords: PasswordService;
  sessions: SessionStore;
  settings: AuthSettingsSource;
  secureCookies: boolean;
  trustProxy: boolean;
}): AdminRoute[] {
  const info = (c: Context) => ({ ip: clientIp(c, deps.trustProxy), userAgent: c.req.header("user-agent") ?? "" });
  const openRoutes = { allowWithoutMfa: true };
  return [
    adminRoute(
      "GET",
      "/api/admin/account",
      "signed-in",
      async (c, staff) => c.json(describeStaff(staff.session.user, (await deps.settings.current()).mfaRequiredForAdmin)),
      openRoutes,
    ),

    adminRoute(
      "POST",
      "/api/admin/account/csrf",
      "signed-in",
      async (c, staff) => {
        const csrf = issueCsrf(new Date(), staff.session.csrfIssuedAt);
        if (!csrf) return refuse(c, 401, "Your session is more than a day old. Please sign in again.", { code: "unauthenticated" });
        await deps.sessions.setCsrf(staff.session.id, csrf);
        return c.json({ csrfToken: csrf.token, expiresAt: csrf.expiresAt.toISOString() });
      },
      { ...openRoutes, csrfExempt: true },
    ),

    // ASVS 7.5.2: everyone sees their own sessions and can end any of them.
    adminRoute("GET", "/api/admin/account/sessions", "signed-in", async (c, staff) => {
      const sessions = await deps.sessions.listActive(staff.session.userId);
      return c.json({
        items: sessions.map(({ id, createdAt, lastSeenAt, ip, userAgent }) => ({ id, createdAt, lastSeenAt, ip, userAgent, current: id === staff.session.id })),
      });
    }),
    adminRoute("POST", "/api/admin/account/sessions/:id/revoke", "signed-in", async (c, staff) => {
      const session = await deps.sessions.findById(idParam(c));
      if (!session || session.userId !== staff.session.userId) return refuse(c, 404, "This session has already ended.");
      await deps.audit.transaction(async (tx) => {
        await deps.sessions.delete(session.id, tx);
        await deps.audit.record(tx, staff.actor, { action: "session.revoke_own", entity: "session", entityId: staff.session.userId });
      });
      return c.json({ ok: true });
    }),

    adminRoute(
      "POST",
      "/api/admin/account/mfa/setup",
      "signed-in",
      async (c, staff) => {
        const result = await deps.mfa.start(staff);
        if (result.kind === "already-enabled") return refuse(c, 409, "Two-factor authentication is already on for this account.");
        return c.json({ secret: result.secret, uri: result.uri, qrSvg: result.qrSvg });
      },
      openRoutes,
    ),

    adminRoute(
      "POST",
      "/api/admin/account/mfa/confirm",
      "signed-in",
      async (c, staff) => {
        const parsed = await parse(c, mfaConfirmSchema);
        if (!parsed.ok) return parsed.response;
        const result = await deps.mfa.confirm(staff, parsed.data.code, info(c));
        if (result.kind === "not-started") return refuse(c, 409, "Start the set-up again: no pending enrolment was found.");
        if (result.kind === "invalid")
          return refuse(c, 400, "That code is not valid. Check the time on your phone and try again.", {
            fieldErrors: { code: inStaffLanguage(c)("That code is not valid.") },
          });
        writeSessionCookie(c, deps.secureCookies, result.session.token, result.session.expiresAt);
        return c.json({ backupCodes: result.backupCodes, csrfToken: result.session.csrfToken });
      },
      openRoutes,
    ),

    adminRoute("POST", "/api/admin/account/mfa/disable", "signed-in", async (c, staff) => {
      const parsed = await parse(c, mfaDisableSchema);
      if (!parsed.ok) return parsed.response;
      const result = await deps.mfa.disable(staff, parsed.data);
      if (result.kind === "required") return refuse(c, 409, "Two-factor authentication is required for administrators.");
      if (result.kind === "wrong-password") return wrongPassword(c);
      return c.json({ disabled: true, endedSessions: result.endedSessions });
    }),

    adminRoute(
      "POST",
      "/api/admin/account/password",
      "signed-in",
      async (c, staff) => {
        const parsed = await parse(c, passwordChangeSchema);
        if (!parsed.ok) return parsed.response;
        const result = await deps.passwords.change(staff, parsed.data);
        if (result.kind === "wrong-password") return wrongPassword(c);
        if (result.kind === "weak") {
          const text = inStaffLanguage(c)(result.message);
          return c.json<ApiErrorBody>({ error: text, fieldErrors: { newPassword: text } }, 400);
        }
        return c.json({ changed: true, endedSessions: result.endedSessions });
      },
      openRoutes,
    ),
  ];
}
