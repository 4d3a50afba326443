import type { WebSocket } from "ws";
import { can } from "#shared/auth/roles";
import {
  CLOSE_HEARTBEAT_MISSED,
  CLOSE_SESSION_ENDED,
  CLOSE_TOO_MANY_FAILURES,
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  type JoinRefusal,
} from "#shared/realtime/realtime-constants";
import { clientMessageSchema, realtimeEventSchema, type RealtimeEvent, type ServerMessage } from "#shared/realtime/realtime-messages";
import type { Logger } from "#server/platform/logger/logger";
import type { RealtimeChannels } from "./realtime-channels";

export interface StaffIdentity {
  sessionId: string;
  role: string;
}

/** How events reach the other server processes (LISTEN/NOTIFY on PostgreSQL; nothing on PGlite). */
export interface RealtimeBus {
  send(topic: string, event: RealtimeEvent): void;
  close(): Promise<void>;
}

/** What features get: publish after the change is committed, ids and versions only. */
export interface RealtimePublisher {
  publish(topic: string, event: RealtimeEvent): void;
}

interface Connection {
  socket: WebSocket;
  staff: StaffIdentity | null;
  /** Channel name as the client joined it → topic it listens on. */
  joined: Map<string, string>;
  lastSeen: number;
  failures: number;
}

/** A connection may listen to this many channels, and is closed after this many refused messages. */
const MAX_CHANNELS = 20;
const MAX_FAILURES = 10;
/** A client that reads this slowly (bytes waiting) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * The realtime hub of one process: sockets join channels (authorised on join), and events
 * published on a topic go to every socket listening to it here, and through the bus to the other
 * processes. `sweep` (every heartbeat period) drops sockets that went quiet and staff sockets
 * whose session ended or whose role lost a channel's permission.
 */
export function createRealtimeHub(deps: {
  channels: RealtimeChannels;
  logger: Logger;
  /** The role of a live, fully signed-in session, or null once it ended (read without extending it). */
  sessionRole: (sessionId: string) => Promise<string | null>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const connections = new Set<Connection>();
  const topics = new Map<string, Map<Connection, string>>();
  let bus: RealtimeBus | null = null;
  let timer: NodeJS.Timeout | null = null;

  const send = (connection: Connection, message: ServerMessage | Buffer) => {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) return void connection.socket.terminate();
    if (Buffer.isBuffer(message)) connection.socket.send(message, { binary: false });
    else connection.socket.send(JSON.stringify(message));
  };
  const refuse = (connection: Connection, ref: number | null, reason: JoinRefusal) => {
    connection.failures++;
    send(connection, { type: "reply", ref, status: "error", kind: "channel_error", reason });
    if (connection.failures >= MAX_FAILURES) connection.socket.close(CLOSE_TOO_MANY_FAILURES, "too many refused messages");
  };
  const unsubscribe = (connection: Connection, channel: string) => {
    const topic = connection.joined.get(channel);
    if (topic === undefined) return;
    connection.joined.delete(channel);
    const listeners = topics.get(topic);
    listeners?.delete(connection);
    if (listeners?.size === 0) topics.delete(topic);
  };
  const subscribe = (connection: Connection, channel: string, topic: string) => {
    connection.joined.set(channel, topic);
    let listeners = topics.get(topic);
    if (!listeners) topics.set(topic, (listeners = new Map()));
    listeners.set(connection, channel);
  };

  async function join(connection: Connection, ref: number, channel: string, token: string | undefined) {
    if (connection.joined.has(channel)) return send(connection, { type: "reply", ref, status: "ok" });
    if (connection.joined.size >= MAX_CHANNELS) return refuse(connection, ref, "too_many");
    const definition = deps.channels.get(channel);
    if (!definition) return refuse(connection, ref, "unknown_channel");
    let topic: string | null;
    if ("permission" in definition) {
      if (!connection.staff) return refuse(connection, ref, "unauthenticated");
      if (!can(connection.staff.role, definition.permission)) return refuse(connection, ref, "forbidden");
      topic = definition.topic ?? definition.name;
    } else {
      topic = token ? await definition.token(token) : null;
      if (!topic) return refuse(connection, ref, "bad_token");
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    subscribe(connection, channel, topic);
    send(connection, { type: "reply", ref, status: "ok" });
  }

  async function receive(connection: Connection, data: string) {
    connection.lastSeen = now();
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(data));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return refuse(connection, null, "bad_message");
    const message = parsed.data;
    if (message.type === "heartbeat") return send(connection, { type: "reply", ref: message.ref, status: "ok" });
    if (message.type === "leave") {
      unsubscribe(connection, message.channel);
      return send(connection, { type: "reply", ref: message.ref, status: "ok" });
    }
    await join(connection, message.ref, message.channel, message.token);
  }

  function deliver(topic: string, event: RealtimeEvent) {
    const listeners = topics.get(topic);
    if (!listeners) return;
    // One encoded text per channel name, not per socket: a thousand staff sockets share one.
    const texts = new Map<string, Buffer>();
    for (const [connection, channel] of listeners) {
      let text = texts.get(channel);
      if (text === undefined) texts.set(channel, (text = Buffer.from(JSON.stringify({ type: "event", channel, event } satisfies ServerMessage))));
      send(connection, text);
    }
  }

  async function sweep() {
    const quietSince = now() - REALTIME_HEARTBEAT_MS - REALTIME_TIMEOUT_MS;
    const bySession = new Map<string, Connection[]>();
    for (const connection of connections) {
      if (connection.lastSeen < quietSince) {
        connection.socket.close(CLOSE_HEARTBEAT_MISSED, "no heartbeat");
        continue;
      }
      if (connection.staff) bySession.set(connection.staff.sessionId, [...(bySession.get(connection.staff.sessionId) ?? []), connection]);
    }
    for (const [sessionId, sockets] of bySession) {
      const role = await deps.sessionRole(sessionId).catch((error: unknown) => {
        deps.logger.warn({ err: error }, "realtime: could not check a session");
        return undefined;
      });
      if (role === undefined) continue;
      for (const connection of sockets) {
        if (role === null) {
          connection.socket.close(CLOSE_SESSION_ENDED, "session ended");
          continue;
        }
        connection.staff = { sessionId, role };
        for (const channel of [...connection.joined.keys()]) {
          const definition = deps.channels.get(channel);
          if (definition && "permission" in definition && !can(role, definition.permission)) unsubscribe(connection, channel);
        }
      }
    }
  }

  return {
    channels: deps.channels,
    /** Takes over an upgraded socket; `staff` when the upgrade carried a valid ticket for the session cookie. */
    accept(socket: WebSocket, staff: StaffIdentity | null) {
      const connection: Connection = { socket, staff, joined: new Map(), lastSeen: now(), failures: 0 };
      connections.add(connection);
      socket.on("message", (data, isBinary) => {
        if (isBinary) return refuse(connection, null, "bad_message");
        receive(connection, String(data)).catch((error: unknown) => {
          deps.logger.warn({ err: error }, "realtime: a message could not be handled");
          refuse(connection, null, "bad_message");
        });
      });
      socket.on("error", () => socket.terminate());
      socket.on("close", () => {
        connections.delete(connection);
        for (const channel of [...connection.joined.keys()]) unsubscribe(connection, channel);
      });
    },
    publish(topic: string, event: RealtimeEvent) {
      deliver(topic, event);
      bus?.send(topic, event);
    },
    /** An event from another process (already checked by the bus). */
    deliverFromBus(topic: string, event: unknown) {
      const parsed = realtimeEventSchema.safeParse(event);
      if (parsed.success) deliver(topic, parsed.data);
    },
    attachBus(next: RealtimeBus) {
      bus = next;
    },
    sweep,
    /** Open sockets in this process (the system dashboard's figure). */
    connectionCount: () => connections.size,
    start() {
      timer ??= setInterval(() => void sweep(), REALTIME_HEARTBEAT_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      // A close frame first (browsers then reconnect to another process at once); sockets that
      // do not finish the closing handshake quickly are cut, so the server's close is not held.
      const open = [...connections].map((connection) => connection.socket);
      for (const socket of open) socket.close(1001, "server stopping");
      setTimeout(() => open.forEach((socket) => socket.terminate()), 500).unref();
      await bus?.close().catch(() => {});
      bus = null;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
