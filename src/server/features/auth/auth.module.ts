import { randomHex } from "#server/platform/auth/tokens";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { accountRoutes } from "./account.routes";
import { createAuthRepository } from "./auth.repository";
import { authRoutes } from "./auth.routes";
import { createBruteForceGuard } from "./brute-force";
import { createDeviceCookies } from "./device-cookie";
import { createMfaService } from "./mfa.service";
import { createPasswordService } from "./password.service";
import { createSignInService } from "./sign-in.service";
import { createStaffPageAccess } from "./staff-pages";

/**
 * Staff sign-in, the TOTP step, password reset, the signed-in person's own account, and who is
 * signed in for server-rendered admin pages. Sessions themselves are a platform service.
 */
export const authModule: FeatureModuleFactory = (ctx) => {
  const { sessions, securityLog, audit, outbox, authSettings: settings, secretBox, captcha, limiter, siteUrl, secureCookies, trustProxy, logger } = ctx;
  const repository = createAuthRepository(ctx.db);
  const bruteForce = createBruteForceGuard(limiter);
  const devices = createDeviceCookies({
    secure: secureCookies,
    loadKeyMaterial: async () => ctx.config.AUTH_SECRET ?? String(await ctx.settings.setIfAbsent("device_cookie_key", randomHex(32))),
  });
  const signIn = createSignInService({ repository, sessions, securityLog, bruteForce, captcha, settings, secretBox });
  const mfa = createMfaService({ repository, sessions, signIn, audit, securityLog, settings, secretBox, outbox });
  const passwords = createPasswordService({ repository, sessions, audit, securityLog, outbox, messaging: ctx.messaging, siteUrl });

  return {
    name: "auth",
    routes: [authRoutes({ signIn, passwords, sessions, settings, bruteForce, devices, captcha, limiter, siteUrl, secureCookies, trustProxy })],
    adminRoutes: accountRoutes({ audit, mfa, passwords, sessions, settings, secureCookies, trustProxy }),
    staffPages: createStaffPageAccess({ sessions, settings, secureCookies }),
    schedules: [
      {
        // Expired sessions nobody presents again would stay forever.
        name: "auth.purge-expired-sessions",
        pattern: "0 * * * *",
        runAtStart: true,
        run: async () => {
          const purged = await sessions.purgeExpired();
          if (purged > 0) logger.info({ purged }, "expired staff sessions purged");
        },
      },
    ],
  };
};
