import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { CSRF_HEADER, FINGERPRINT_HEADER } from "#shared/auth/fingerprint";
import { can, type Permission } from "#shared/auth/roles";
import type { Actor } from "#server/platform/audit/audit-log";
import { clientIp } from "#server/platform/http/client-ip";
import type { Logger } from "#server/platform/logger/logger";
import { lifetimesOf, type AuthSettingsSource } from "./auth-settings";
import { csrfIsValid } from "./csrf";
import { fingerprintFromRequest } from "./fingerprint-header";
import { verifyFingerprint } from "./fingerprint-record";
import { sameOrigin } from "./request-origin";
import type { SecurityLog } from "./security-log";
import { clearSessionCookie, readSessionToken } from "./session-cookie";
import type { SessionStore, SessionWithUser } from "./session-store";

/** What a route may require: a permission, or only a signed-in staff member ("signed-in"). */
export type Requirement = Permission | "signed-in";

export interface GuardOptions {
  requirement: Requirement;
  /** Routes an admin must reach before enrolling MFA (who am I, enrol, sign out). */
  allowWithoutMfa?: boolean;
  /** Only the route that hands out a new CSRF token: its Origin is still checked. */
  csrfExempt?: boolean;
}

export interface StaffContext {
  session: SessionWithUser;
  actor: Actor;
}

export type GuardResult = { ok: true; staff: StaffContext } | { ok: false; response: Response };

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * Every admin API request passes here, in this order: a live session (401), the fingerprint
 * header (401 when absent; 401 and the session ended when present and not matching), MFA enrolment for admins (403), the permission (403), and for
 * writes the Origin and the CSRF token (403). Failures change nothing.
 */
export function createStaffGuard(deps: {
  sessions: SessionStore;
  settings: AuthSettingsSource;
  securityLog: SecurityLog;
  logger: Logger;
  siteUrl: string;
  secureCookies: boolean;
  trustProxy: boolean;
}) {
  const deny = (c: Context, status: 401 | 403, body: ApiErrorBody) => ({ ok: false as const, response: c.json<ApiErrorBody>(body, status) });

  return async function guard(c: Context, options: GuardOptions): Promise<GuardResult> {
    const token = readSessionToken(c, deps.secureCookies);
    if (!token) return deny(c, 401, { error: "Please sign in.", code: "unauthenticated" });
    const settings = await deps.settings.current();
    const session = await deps.sessions.find(token, lifetimesOf(settings));
    if (!session || session.stage !== "full") {
      // A sign-in waiting for its code keeps its cookie: the code step still needs it.
      if (!session) clearSessionCookie(c, deps.secureCookies);
      return deny(c, 401, { error: SESSION_ENDED_MESSAGE, code: "unauthenticated" });
    }
    const ip = clientIp(c, deps.trustProxy);
    // Our pages always send the header; a request without it was not made by them (a link or a
    // top-level navigation from another site carries the Lax cookie only). Refuse it, but only a
    // header that is present and does not match ends the session, or any site could sign staff out.
    if (!c.req.header(FINGERPRINT_HEADER)) return deny(c, 401, { error: "Please open this from the admin pages.", code: "unauthenticated" });

    let verdict;
    try {
      verdict = verifyFingerprint(session.fingerprint, fingerprintFromRequest(c));
    } catch (error) {
      deps.logger.warn({ err: error }, "fingerprint verification failed");
      verdict = { valid: false as const, reason: "Verification error" as const, mismatches: [] };
    }
    if (!verdict.valid) {
      await deps.sessions.delete(session.id);
      clearSessionCookie(c, deps.secureCookies);
      await deps.securityLog.record({
        kind: "session",
        outcome: "ended",
        reason: verdict.reason,
        userId: session.userId,
        email: session.user.email,
        ip,
        userAgent: c.req.header("user-agent"),
      });
      return deny(c, 401, { error: "For your security this session was ended because your browser changed. Please sign in again.", code: "session_ended" });
    }

    if (!options.allowWithoutMfa && session.user.role === "admin" && !session.user.twoFactorEnabled && settings.mfaRequiredForAdmin) {
      return deny(c, 403, { error: "Set up two-factor authentication before continuing.", code: "mfa_setup_required" });
    }
    if (options.requirement !== "signed-in" && !can(session.user.role, options.requirement)) {
      return deny(c, 403, { error: "You do not have permission to do this.", code: "forbidden" });
    }
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) {
      if (!sameOrigin(c, deps.siteUrl)) return deny(c, 403, { error: "This request did not come from this site.", code: "bad_origin" });
      const stored = { hash: session.csrfHash, issuedAt: session.csrfIssuedAt, expiresAt: session.csrfExpiresAt };
      if (!options.csrfExempt && !csrfIsValid(c.req.header(CSRF_HEADER), stored, new Date())) {
        return deny(c, 403, { error: "Your security token has expired. Please try again.", code: "csrf_invalid" });
      }
    }
    return { ok: true, staff: { session, actor: { id: session.user.id, email: session.user.email, ip } } };
  };
}
export type StaffGuard = ReturnType<typeof createStaffGuard>;
