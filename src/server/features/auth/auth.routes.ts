import { Hono, type Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { accountText } from "#shared/auth/account-texts";
import { mfaCodeSchema, resetCompleteSchema, resetRequestSchema, signInSchema } from "#shared/auth/auth.schema";
import { permissionsOf } from "#shared/auth/roles";
import { lifetimesOf, type AuthSettingsSource } from "#server/platform/auth/auth-settings";
import { EMAILED_LINK_USES } from "#server/platform/auth/emailed-link-uses";
import { lockedAnswer, lockoutAfter, type Lockout } from "#server/platform/auth/lockout";
import { WEAK_PASSWORD_MESSAGE } from "#server/platform/auth/password-policy";
import { sameOrigin } from "#server/platform/auth/request-origin";
import { clearSessionCookie, readSessionToken, writeSessionCookie } from "#server/platform/auth/session-cookie";
import type { SessionStore } from "#server/platform/auth/session-store";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { clientIp } from "#server/platform/http/client-ip";
import { staffWording } from "#server/platform/http/staff-wording";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";
import type { BruteForceGuard } from "./brute-force";
import type { DeviceCookies } from "./device-cookie";
import type { PasswordService } from "./password.service";
import type { SignInService } from "./sign-in.service";

export interface AuthRouteDeps {
  signIn: SignInService;
  passwords: PasswordService;
  sessions: SessionStore;
  settings: AuthSettingsSource;
  bruteForce: BruteForceGuard;
  devices: DeviceCookies;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  siteUrl: string;
  secureCookies: boolean;
  trustProxy: boolean;
}

export const INVALID_CREDENTIALS = "Email or password is incorrect.";
export const INVALID_CODE = "That code is not valid. Check your app and try again.";
export const RESET_REQUESTED = "If an account exists for this address, we have sent it a link to reset the password.";
const RESET_REQUESTS = { limit: 5, windowMs: 15 * 60_000 };
const CAPTCHA_FAILED = "The verification failed or expired. Please try again.";

// Answered in the back office's language (the lang cookie, else the browser's): nobody is signed in yet.
const { say: inStaffLanguage, parse } = staffWording(accountText);
const refuse = (c: Context, status: 400 | 401 | 403, english: string, extra: Omit<ApiErrorBody, "error"> = {}) =>
  c.json<ApiErrorBody>({ error: inStaffLanguage(c)(english), ...extra }, status);
const captchaFailed = (c: Context) => refuse(c, 400, CAPTCHA_FAILED, { fieldErrors: { captcha: inStaffLanguage(c)(CAPTCHA_FAILED) } });

/** Sign-in, the MFA step and password reset: the routes reachable before a full session exists. */
export function authRoutes(deps: AuthRouteDeps): Hono {
  const info = (c: Context) => ({ ip: clientIp(c, deps.trustProxy), userAgent: c.req.header("user-agent") ?? "" });
  const locked = (c: Context, lockout: Lockout) => lockedAnswer(c, lockout, inStaffLanguage(c));
  const admit = createAnonymousWriteGate(deps.limiter, deps.trustProxy);
  const currentSession = async (c: Context) => {
    const token = readSessionToken(c, deps.secureCookies);
    return token ? deps.sessions.find(token, lifetimesOf(await deps.settings.current())) : null;
  };

  const app = new Hono();
  // Nothing here may be cached, and every write must come from our own pages.
  app.use("/api/admin/auth/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    if (c.req.method !== "GET" && !sameOrigin(c, deps.siteUrl)) return refuse(c, 403, "This request did not come from this site.", { code: "bad_origin" });
    await next();
  });

  app.post("/api/admin/auth/sign-in", async (c) => {
    const request = info(c);
    const ipLock = await deps.bruteForce.attemptFrom("sign-in", request.ip);
    if (ipLock) return locked(c, ipLock);
    const parsed = await parse(c, signInSchema);
    if (!parsed.ok) return parsed.response;
    const device = await deps.devices.read(c, parsed.data.email);
    const result = await deps.signIn.signIn(parsed.data, request, await currentSession(c), device);
    if (result.kind === "mfa" || result.kind === "signed-in") await deps.devices.issue(c, parsed.data.email);
    switch (result.kind) {
      case "locked":
        return locked(c, result.lockout);
      case "captcha":
        return captchaFailed(c);
      case "invalid":
        return result.lockout ? locked(c, result.lockout) : refuse(c, 401, INVALID_CREDENTIALS, { code: "invalid_credentials" });
      case "mfa":
        writeSessionCookie(c, deps.secureCookies, result.token, result.expiresAt);
        return c.json({ next: "mfa" as const });
      case "signed-in":
        writeSessionCookie(c, deps.secureCookies, result.token, result.expiresAt);
        return c.json({ next: result.mfaSetupRequired ? ("mfa-setup" as const) : ("done" as const), csrfToken: result.csrfToken });
    }
  });

  app.post("/api/admin/auth/mfa", async (c) => {
    const request = info(c);
    const ipLock = await deps.bruteForce.attemptFrom("mfa", request.ip);
    if (ipLock) return locked(c, ipLock);
    const pending = await currentSession(c);
    if (!pending || pending.stage !== "mfa") return refuse(c, 401, "Your sign-in has expired. Please sign in again.", { code: "unauthenticated" });
    const parsed = await parse(c, mfaCodeSchema);
    if (!parsed.ok) return parsed.response;
    const result = await deps.signIn.verifyMfa(pending, parsed.data.code, request);
    if (result.kind === "locked") return locked(c, result.lockout);
    if (result.kind === "invalid")
      return result.lockout
        ? locked(c, result.lockout)
        : refuse(c, 401, INVALID_CODE, { fieldErrors: { code: inStaffLanguage(c)(INVALID_CODE) }, code: "invalid_code" });
    writeSessionCookie(c, deps.secureCookies, result.token, result.expiresAt);
    return c.json({ next: "done" as const, csrfToken: result.csrfToken });
  });

  app.post("/api/admin/auth/sign-out", async (c) => {
    const session = await currentSession(c);
    if (session) await deps.sessions.delete(session.id);
    clearSessionCookie(c, deps.secureCookies);
    return c.json({ signedOut: true });
  });

  app.post("/api/admin/auth/password-reset/request", async (c) => {
    const request = info(c);
    const limit = await deps.limiter.hit(`reset:${request.ip}`, RESET_REQUESTS);
    if (!limit.allowed) return locked(c, lockoutAfter(limit.retryAfterSeconds));
    const parsed = await parse(c, resetRequestSchema);
    if (!parsed.ok) return parsed.response;
    if (!(await deps.captcha.verify(parsed.data.captcha, request.ip))) {
      return captchaFailed(c);
    }
    await deps.passwords.requestReset(parsed.data.email, request);
    return c.json({ message: inStaffLanguage(c)(RESET_REQUESTED) });
  });

  app.post("/api/admin/auth/password-reset/complete", async (c) => {
    const admission = await admit(c, "reset-complete", EMAILED_LINK_USES);
    if (!admission.admitted) return locked(c, lockoutAfter(admission.retryAfterSeconds));
    const parsed = await parse(c, resetCompleteSchema);
    if (!parsed.ok) return parsed.response;
    const result = await deps.passwords.completeReset(parsed.data.token, parsed.data.newPassword, info(c));
    if (result.kind === "invalid") return refuse(c, 400, "This link is not valid or was already used. Request a new one.", { code: "invalid_link" });
    if (result.kind === "expired") return refuse(c, 400, "This link has expired. Request a new one.", { code: "expired_link" });
    if (result.kind === "weak")
      return refuse(c, 400, result.message, {
        fieldErrors: { newPassword: inStaffLanguage(c)(result.message) },
        code: result.message === WEAK_PASSWORD_MESSAGE ? "weak_password" : undefined,
      });
    return c.json({ reset: true });
  });

  return app;
}

export function describeStaff(user: { id: string; email: string; name: string; role: string; twoFactorEnabled: boolean }, mfaRequired: boolean) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    permissions: permissionsOf(user.role),
    mfaEnabled: user.twoFactorEnabled,
    mfaSetupRequired: mfaRequired && user.role === "admin" && !user.twoFactorEnabled,
  };
}
