import { parse as parseCookies } from "hono/utils/cookie";
import type { StaffPageAccess } from "#shared/auth/staff-summary";
import { lifetimesOf, type AuthSettingsSource } from "#server/platform/auth/auth-settings";
import { sessionCookieName } from "#server/platform/auth/session-cookie";
import type { SessionStore } from "#server/platform/auth/session-store";
import { describeStaff } from "./auth.routes";

/** What server-rendered admin pages may ask about the request's staff session. */
export function createStaffPageAccess(deps: { sessions: SessionStore; settings: AuthSettingsSource; secureCookies: boolean }): StaffPageAccess {
  const cookieName = sessionCookieName(deps.secureCookies);
  const sessionOf = async (request: Request) => {
    const token = parseCookies(request.headers.get("cookie") ?? "", cookieName)[cookieName];
    return token ? deps.sessions.find(token, lifetimesOf(await deps.settings.current())) : null;
  };
  return {
    async whoIs(request) {
      const session = await sessionOf(request);
      return session?.stage === "full" ? describeStaff(session.user, (await deps.settings.current()).mfaRequiredForAdmin) : null;
    },
    async awaitingMfa(request) {
      return (await sessionOf(request))?.stage === "mfa";
    },
  };
}
