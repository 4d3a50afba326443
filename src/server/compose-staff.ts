import type { Hono } from "hono";
import type { Database } from "./db/client";
import type { ServerConfig } from "./config";
import type { StaffPageAccess } from "#shared/auth/staff-summary";
import { accountRoutes } from "./features/auth/account.routes";
import { createAuthRepository } from "./features/auth/auth.repository";
import { authRoutes, describeStaff } from "./features/auth/auth.routes";
import { createBruteForceGuard } from "./features/auth/brute-force";
import { createMfaService } from "./features/auth/mfa.service";
import { createPasswordService } from "./features/auth/password.service";
import { createSignInService } from "./features/auth/sign-in.service";
import { createDashboardRepository } from "./features/dashboard/dashboard.repository";
import { dashboardAdminRoutes } from "./features/dashboard/dashboard.routes";
import { createSecurityRepository } from "./features/security/security.repository";
import { securityAdminRoutes } from "./features/security/security.routes";
import type { SettingsRepository } from "./features/settings/settings.repository";
import { createUsersRepository } from "./features/users/users.repository";
import { invitationRoutes, usersAdminRoutes } from "./features/users/users.routes";
import { createUsersService } from "./features/users/users.service";
import { createAuditLog } from "./platform/audit/audit-log";
import { mountAdminRoutes, type AdminRoute } from "./platform/auth/admin-route-table";
import { createAuthSettings, lifetimesOf } from "./platform/auth/auth-settings";
import { createSecretBox } from "./platform/auth/secret-box";
import { createSecurityLog } from "./platform/auth/security-log";
import { cookiesMustBeSecure, sessionCookieName } from "./platform/auth/session-cookie";
import { createSessionStore } from "./platform/auth/session-store";
import { createStaffGuard } from "./platform/auth/staff-guard";
import { randomHex } from "./platform/auth/tokens";
import type { CaptchaVerifier } from "./platform/captcha/captcha";
import type { Logger } from "./platform/logger/logger";
import { createSmtpMailer } from "./platform/mail/mailer";
import { startEmailWorker } from "./platform/outbox/email-worker";
import { createOutbox } from "./platform/outbox/outbox";
import type { RateLimiter } from "./platform/rate-limit/rate-limit";
import { parse as parseCookies } from "hono/utils/cookie";

/**
 * Staff sign-in, the admin API and its route table (every route with its permission), wired
 * over the shared database, rate limiter and captcha.
 */
export function composeStaff(
  db: Database,
  config: ServerConfig,
  logger: Logger,
  shared: { settingsRepository: SettingsRepository; limiter: RateLimiter; captcha: CaptchaVerifier },
) {
  const trustProxy = config.TRUST_PROXY === "true";
  const secureCookies = cookiesMustBeSecure(config.siteUrl);
  const settings = createAuthSettings(shared.settingsRepository.get);
  const secretBox = createSecretBox(
    async () => config.AUTH_SECRET ?? String(await shared.settingsRepository.setIfAbsent("auth_encryption_key", randomHex(32))),
  );
  const sessions = createSessionStore(db);
  const securityLog = createSecurityLog(db);
  const audit = createAuditLog(db);
  const outbox = createOutbox(db);
  const bruteForce = createBruteForceGuard(shared.limiter);
  const authRepository = createAuthRepository(db);

  const signIn = createSignInService({ repository: authRepository, sessions, securityLog, bruteForce, captcha: shared.captcha, settings, secretBox });
  const mfa = createMfaService({ repository: authRepository, sessions, signIn, audit, securityLog, settings, secretBox, outbox });
  const passwords = createPasswordService({ repository: authRepository, sessions, audit, securityLog, outbox, siteUrl: config.siteUrl });
  const users = createUsersService({ repository: createUsersRepository(db), sessions, audit, outbox, siteUrl: config.siteUrl });

  const adminRoutes: AdminRoute[] = [
    ...accountRoutes({ audit, mfa, passwords, sessions, settings, secureCookies, trustProxy }),
    ...dashboardAdminRoutes({ repository: createDashboardRepository(db) }),
    ...usersAdminRoutes({ users }),
    ...securityAdminRoutes({ repository: createSecurityRepository(db), sessions, securityLog, audit, outbox }),
  ];
  const guard = createStaffGuard({ sessions, settings, securityLog, logger, siteUrl: config.siteUrl, secureCookies, trustProxy });

  const routers: Hono[] = [
    authRoutes({
      signIn,
      passwords,
      sessions,
      settings,
      bruteForce,
      captcha: shared.captcha,
      limiter: shared.limiter,
      siteUrl: config.siteUrl,
      secureCookies,
      trustProxy,
    }),
    invitationRoutes({ users, siteUrl: config.siteUrl, trustProxy }),
    mountAdminRoutes(adminRoutes, guard),
  ];

  const sessionOf = async (request: Request) => {
    const token = parseCookies(request.headers.get("cookie") ?? "", sessionCookieName(secureCookies))[sessionCookieName(secureCookies)];
    return token ? sessions.find(token, lifetimesOf(await settings.current())) : null;
  };
  const staffPages: StaffPageAccess = {
    async whoIs(request) {
      const session = await sessionOf(request);
      return session?.stage === "full" ? describeStaff(session.user, (await settings.current()).mfaRequiredForAdmin) : null;
    },
    async awaitingMfa(request) {
      return (await sessionOf(request))?.stage === "mfa";
    },
  };

  /** Sends queued emails when SMTP is configured; without it they wait in the outbox for admins to read. */
  const startMailer = () =>
    config.SMTP_URL ? startEmailWorker({ outbox, mailer: createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }), logger }) : null;

  /** Expired sessions nobody presents again would stay forever: remove them hourly. */
  const startSessionPurge = () => {
    const purge = () => void sessions.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, "session purge failed"));
    purge();
    const timer = setInterval(purge, 60 * 60_000);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  };

  return { routers, adminRoutes, staffPages, startMailer, startSessionPurge, outbox };
}
