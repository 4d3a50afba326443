import { REALTIME_TICKET_MS } from "#shared/realtime/realtime-constants";
import type { SecretBox } from "#server/platform/auth/secret-box";

/**
 * A browser cannot put the staff fingerprint or the CSRF token on a WebSocket handshake, so the
 * admin pages first ask for a ticket through an ordinary guarded admin request (session,
 * fingerprint, Origin, CSRF, MFA: the staff guard's rules) and open the socket with it. The
 * ticket is sealed (any process of the site can open it), names the session and lives 30 s; the
 * upgrade also needs that same session's cookie, so a ticket alone opens nothing.
 */
export function createRealtimeTickets(secretBox: SecretBox, now: () => number = Date.now) {
  return {
    async issue(sessionId: string): Promise<{ ticket: string; expiresAt: string }> {
      const expires = now() + REALTIME_TICKET_MS;
      return { ticket: await secretBox.seal(JSON.stringify({ p: "realtime", s: sessionId, e: expires })), expiresAt: new Date(expires).toISOString() };
    },
    /** The session the ticket was issued to while it is still good, else null. */
    async sessionOf(ticket: string): Promise<string | null> {
      try {
        const claim = JSON.parse(await secretBox.open(ticket)) as { p?: unknown; s?: unknown; e?: unknown };
        // The purpose tag keeps other sealed secrets (TOTP seeds share the key) from passing as tickets.
        return claim.p === "realtime" && typeof claim.s === "string" && typeof claim.e === "number" && claim.e > now() ? claim.s : null;
      } catch {
        return null;
      }
    },
  };
}
export type RealtimeTickets = ReturnType<typeof createRealtimeTickets>;
