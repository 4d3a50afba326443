import WebSocket from "ws";
import { REALTIME_PATH } from "#shared/realtime/realtime-constants";
import type { ServerMessage } from "#shared/realtime/realtime-messages";
import type { StaffClient } from "./staff-client";

/** For API tests: a socket on /api/realtime that keeps every message, and waits for the ones a test expects. */
export interface TestSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  send(message: unknown): void;
  /** The first message (already received or still to come) that matches. */
  next(match: (message: ServerMessage) => boolean): Promise<ServerMessage>;
  /** Sends a push with a fresh ref and waits for its reply. */
  push(message: Record<string, unknown>): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

let refs = 0;

/** Opens a socket; with `staff` it first asks for a ticket as the admin pages do, and sends that client's cookie. */
export async function openTestSocket(
  url: string,
  options: { staff?: StaffClient; origin?: string | null; ticket?: string; cookie?: string; path?: string } = {},
): Promise<TestSocket> {
  let ticket = options.ticket;
  if (options.staff && ticket === undefined) {
    const issued = await options.staff.request("POST", "/api/admin/realtime/ticket");
    if (issued.status !== 200) throw new Error(`ticket refused: ${issued.status}`);
    ticket = issued.body.ticket as string;
  }
  const address = `${url.replace(/^http/, "ws")}${options.path ?? REALTIME_PATH}${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ""}`;
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.Origin = options.origin ?? url;
  const cookie = options.cookie ?? (options.staff ? options.staff.cookie : "");
  if (cookie) headers.Cookie = cookie;
  const socket = new WebSocket(address, { headers });
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once("error", reject);
  });
  const next = (match: (message: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve) => {
      const seen = messages.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return {
    socket,
    messages,
    send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    next,
    async push(message) {
      const ref = ++refs;
      socket.send(JSON.stringify({ ...message, ref }));
      return next((m) => m.type === "reply" && m.ref === ref);
    },
    closed,
  };
}
