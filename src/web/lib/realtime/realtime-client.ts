import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PUSH_BUFFER,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_TIMEOUT_MS,
  type ChannelState,
  type ConnectionState,
  type RealtimeErrorKind,
} from "#shared/realtime/realtime-constants";
import type { RealtimeEvent, ServerMessage } from "#shared/realtime/realtime-messages";

type Reply = { ok: true } | { ok: false; kind: RealtimeErrorKind; reason?: string };
type Listener<T> = (value: T) => void;

/** The browser's WebSocket, or one with the same surface (tests in Node pass the `ws` package's). */
export type WebSocketLike = {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export interface RealtimeClientOptions {
  /** The socket's address; staff pages fetch a fresh ticket for every connection. */
  url: () => Promise<string>;
  createSocket?: (url: string) => WebSocketLike;
  heartbeatMs?: number;
  timeoutMs?: number;
  reconnectDelaysMs?: readonly number[];
}

export interface RealtimeChannel {
  readonly name: string;
  state(): ChannelState;
  /** Events of this channel; returns the unsubscribe. */
  onEvent(listener: Listener<RealtimeEvent>): () => void;
  /** State changes; `rejoined` is true when a join succeeded after the socket had been lost. */
  onState(listener: (state: ChannelState, detail: { rejoined: boolean; error?: Reply }) => void): () => void;
  /** Leaves once every caller that asked for this channel has left. */
  leave(): void;
}

const OPEN = 1;

/**
 * The browser side of /api/realtime, with the specification's figures: channels go closed →
 * joining → joined (leaving → closed; errored on a refusal, a timeout or a lost socket); a
 * heartbeat every 25 s whose reply must come within 10 s; a lost socket is opened again after
 * 1 s, 2 s, 5 s, then every 10 s, and its channels join again; pushes made while it is down wait
 * in a buffer of 100 (the oldest give way).
 */
export function createRealtimeClient(options: RealtimeClientOptions) {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const timeoutMs = options.timeoutMs ?? REALTIME_TIMEOUT_MS;
  const delays = options.reconnectDelaysMs ?? REALTIME_RECONNECT_DELAYS_MS;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);

  let socket: WebSocketLike | null = null;
  let connection: ConnectionState = "closed";
  let wanted = false;
  let attempts = 0;
  let everOpened = false;
  let ref = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  const buffer: { text: string; ref: number }[] = [];
  const pending = new Map<number, { timer: ReturnType<typeof setTimeout>; done: Listener<Reply> }>();
  const connectionListeners = new Set<Listener<ConnectionState>>();
  const channels = new Map<string, ReturnType<typeof makeChannel>>();

  const setConnection = (state: ConnectionState) => {
    if (state === connection) return;
    connection = state;
    for (const listener of connectionListeners) listener(state);
  };

  /** Sends now when open, else buffers; the reply (or the timeout) comes to `done`. */
  function push(message: Record<string, unknown>, done: Listener<Reply>) {
    const id = ++ref;
    const text = JSON.stringify({ ...message, ref: id });
    pending.set(id, {
      done,
      timer: setTimeout(() => settle(id, { ok: false, kind: "timed_out" }), timeoutMs),
    });
    if (socket?.readyState === OPEN) socket.send(text);
    else {
      buffer.push({ text, ref: id });
      while (buffer.length > REALTIME_PUSH_BUFFER) settle(buffer.shift()!.ref, { ok: false, kind: "closed" });
    }
  }
  function settle(id: number, reply: Reply) {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.done(reply);
  }

  function makeChannel(name: string, token: string | undefined) {
    let state: ChannelState = "closed";
    let lostSocket = false;
    const eventListeners = new Set<Listener<RealtimeEvent>>();
    const stateListeners = new Set<(state: ChannelState, detail: { rejoined: boolean; error?: Reply }) => void>();
    const setState = (next: ChannelState, detail: { rejoined: boolean; error?: Reply } = { rejoined: false }) => {
      state = next;
      for (const listener of stateListeners) listener(next, detail);
    };
    let attempt = 0;
    const join = () => {
      const mine = ++attempt;
      setState("joining");
      push({ type: "join", channel: name, ...(token ? { token } : {}) }, (reply) => {
        // Only the latest join's reply counts (an earlier one may time out after a rejoin).
        if (mine !== attempt || state !== "joining") return;
        if (reply.ok) {
          const rejoined = lostSocket;
          lostSocket = false;
          return setState("joined", { rejoined });
        }
        setState("errored", { rejoined: false, error: reply });
        // A join that timed out is tried again; one the server refused would only be refused again,
        // except a staff socket without a session behind it, which a new ticket may fix.
        if (reply.kind === "timed_out") reopen();
        else if (reply.reason === "unauthenticated") reopen();
      });
    };
    const channel = {
      name,
      state: () => state,
      join,
      lost() {
        if (state === "joined" || state === "joining") {
          lostSocket = true;
          setState("errored");
        }
      },
      deliver: (event: RealtimeEvent) => eventListeners.forEach((listener) => listener(event)),
      onEvent(listener: Listener<RealtimeEvent>) {
        eventListeners.add(listener);
        return () => void eventListeners.delete(listener);
      },
      onState(listener: (state: ChannelState, detail: { rejoined: boolean; error?: Reply }) => void) {
        stateListeners.add(listener);
        return () => void stateListeners.delete(listener);
      },
      /** How many callers hold the channel: it is left when the last one leaves. */
      users: 0,
      leave() {
        channel.users--;
        if (channel.users > 0) return;
        channels.delete(name);
        if (state === "closed") return;
        setState("leaving");
        push({ type: "leave", channel: name }, () => setState("closed"));
        if (channels.size === 0) disconnect();
      },
    };
    return channel;
  }

  function receive(data: unknown) {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === "event") channels.get(message.channel)?.deliver(message.event);
    else if (message.type === "reply" && message.ref !== null)
      settle(message.ref, message.status === "ok" ? { ok: true } : { ok: false, kind: message.kind, reason: message.reason });
  }

  async function open() {
    if (!wanted || socket) return;
    // "Connecting" until the first connection; after a loss the page is offline until it is back.
    if (!everOpened) setConnection("connecting");
    let url: string;
    try {
      url = await options.url();
    } catch {
      return scheduleReconnect();
    }
    if (!wanted || socket) return;
    const current = createSocket(url);
    socket = current;
    current.onmessage = (event) => receive(event.data);
    current.onopen = () => {
      attempts = 0;
      everOpened = true;
      setConnection("open");
      for (const waiting of buffer.splice(0)) if (pending.has(waiting.ref)) current.send(waiting.text);
      for (const channel of channels.values()) if (channel.state() === "errored") channel.join();
      heartbeatTimer = setInterval(
        () => push({ type: "heartbeat" }, (reply) => (reply.ok ? undefined : current.close(4008, "heartbeat timed out"))),
        heartbeatMs,
      );
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (heartbeatTimer) clearInterval(heartbeatTimer);
      heartbeatTimer = null;
      for (const channel of channels.values()) channel.lost();
      // Pushes sent on the lost socket get no reply; those still in the buffer wait for the next.
      const buffered = new Set(buffer.map((waiting) => waiting.ref));
      for (const id of [...pending.keys()]) if (!buffered.has(id)) settle(id, { ok: false, kind: "closed" });
      setConnection("closed");
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (!wanted || reconnectTimer) return;
    const delay = delays[Math.min(attempts, delays.length - 1)] ?? 10_000;
    attempts++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void open();
    }, delay);
  }

  /** Closes the socket on purpose (a refused staff join needs a new ticket): it opens again on the schedule. */
  function reopen() {
    if (socket) socket.close(1000, "reopen");
    else scheduleReconnect();
  }

  function disconnect() {
    wanted = false;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    const current = socket;
    socket = null;
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
    current?.close(1000, "done");
    for (const id of [...pending.keys()]) settle(id, { ok: false, kind: "closed" });
    buffer.length = 0;
    setConnection("closed");
  }

  return {
    /** Joins a channel (opening the socket when needed); the same name answers the same channel. */
    channel(name: string, token?: string): RealtimeChannel {
      let channel = channels.get(name);
      if (!channel) {
        channel = makeChannel(name, token);
        channels.set(name, channel);
        channel.join();
      }
      channel.users++;
      if (!wanted) {
        wanted = true;
        void open();
      }
      return channel;
    },
    connectionState: () => connection,
    onConnectionState(listener: Listener<ConnectionState>) {
      connectionListeners.add(listener);
      return () => void connectionListeners.delete(listener);
    },
    disconnect,
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
