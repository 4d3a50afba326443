import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { REALTIME_PATH } from "#shared/realtime/realtime-constants";
import { sessionCookieName } from "#server/platform/auth/session-cookie";
import { sha256Hex } from "#server/platform/auth/tokens";
import type { Logger } from "#server/platform/logger/logger";
import type { RealtimeHub, StaffIdentity } from "./realtime-hub";
import type { RealtimeTickets } from "./realtime-ticket";

/** Above this many open sockets in one process new ones are refused (503) rather than starving the rest. */
export const MAX_CONNECTIONS = 10_000;
/** Client messages are small JSON (join, leave, heartbeat). */
const MAX_MESSAGE_BYTES = 4_096;

const STATUS_TEXT: Record<number, string> = { 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 503: "Service Unavailable" };
function refuse(socket: Duplex, status: number) {
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The node server's `upgrade` handler for /api/realtime (decision 011: the `ws` package on the
 * same port, without @hono/node-ws). Refused before any socket exists: another path (404), a
 * process still starting (503), an Origin that is not this site's (403: the WebSocket form of
 * CSRF, as a cross-site page can open sockets too), a staff ticket that does not match the
 * session cookie (401). Without a ticket the socket is anonymous and may join token channels only.
 */
export function createRealtimeUpgrade(deps: {
  hub: RealtimeHub;
  tickets: RealtimeTickets;
  /** The role of the session for this cookie token when it is live and fully signed in. */
  sessionRole: (token: string) => Promise<string | null>;
  siteUrl: string;
  secureCookies: boolean;
  isReady: () => boolean;
  logger: Logger;
}) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false, clientTracking: false });
  const siteOrigin = new URL(deps.siteUrl).origin;

  async function staffOf(request: IncomingMessage, ticket: string): Promise<StaffIdentity | null> {
    const token = cookieValue(request.headers.cookie, sessionCookieName(deps.secureCookies));
    const sessionId = await deps.tickets.sessionOf(ticket);
    if (!token || !sessionId || sha256Hex(token) !== sessionId) return null;
    const role = await deps.sessionRole(token);
    return role ? { sessionId, role } : null;
  }

  return function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on("error", () => socket.destroy());
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname !== REALTIME_PATH) return refuse(socket, 404);
    if (!deps.isReady() || deps.hub.connectionCount() >= MAX_CONNECTIONS) return refuse(socket, 503);
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (!origin || (origin !== siteOrigin && origin !== `http://${host}` && origin !== `https://${host}`)) return refuse(socket, 403);
    const ticket = url.searchParams.get("ticket");
    void (async () => {
      const staff = ticket ? await staffOf(request, ticket) : null;
      if (ticket && !staff) return refuse(socket, 401);
      if (socket.destroyed) return;
      server.handleUpgrade(request, socket, head, (webSocket) => deps.hub.accept(webSocket, staff));
    })().catch((error: unknown) => {
      deps.logger.warn({ err: error }, "realtime: an upgrade failed");
      refuse(socket, 503);
    });
  };
}
