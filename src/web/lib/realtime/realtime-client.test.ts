import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REALTIME_HEARTBEAT_MS, REALTIME_PUSH_BUFFER, REALTIME_TIMEOUT_MS } from "#shared/realtime/realtime-constants";
import { createRealtimeClient, type WebSocketLike } from "./realtime-client";

/**
 * The client's schedule with the specification's figures, on fake timers. The sockets stand in
 * for the browser's WebSocket (the network boundary): each records what was sent, and the test
 * plays the server's part.
 */
class StandInSocket implements WebSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(ref: unknown, ok = true) {
    this.onmessage?.({
      data: JSON.stringify(ok ? { type: "reply", ref, status: "ok" } : { type: "reply", ref, status: "error", kind: "channel_error", reason: "forbidden" }),
    });
  }
  lastOf(type: string) {
    return this.sent.filter((m) => m.type === type).at(-1)!;
  }
}

let sockets: StandInSocket[];
let opened: number[];
const client = () =>
  createRealtimeClient({
    url: async () => "ws://site/api/realtime",
    createSocket: (url) => {
      opened.push(Date.now());
      const socket = new StandInSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  opened = [];
});
afterEach(() => vi.useRealTimers());

describe("realtime client", () => {
  it("goes closed → joining → joined, and leaving → closed", async () => {
    const states: string[] = [];
    const realtime = client();
    const channel = realtime.channel("jobs");
    channel.onState((state) => states.push(state));
    expect(channel.state()).toBe("joining");
    await flush();
    sockets[0]!.accept();
    expect(realtime.connectionState()).toBe("open");
    sockets[0]!.reply(sockets[0]!.lastOf("join").ref);
    channel.leave();
    sockets[0]!.reply(sockets[0]!.lastOf("leave").ref);
    expect(states).toEqual(["joined", "leaving", "closed"]);
  });

  it("is errored when the server refuses the join, and when the reply does not come within 10 s", async () => {
    const realtime = client();
    const refused = realtime.channel("secret");
    const silent = realtime.channel("jobs");
    await flush();
    sockets[0]!.accept();
    const [refusedJoin, silentJoin] = sockets[0]!.sent.filter((m) => m.type === "join");
    sockets[0]!.reply(refusedJoin!.ref, false);
    expect(refused.state()).toBe("errored");
    await vi.advanceTimersByTimeAsync(REALTIME_TIMEOUT_MS - 1);
    expect(silent.state()).toBe("joining");
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.state()).toBe("errored");
    expect(silentJoin).toBeDefined();
  });

  it("sends a heartbeat every 25 s and drops a socket whose heartbeat goes unanswered for 10 s", async () => {
    const realtime = client();
    realtime.channel("jobs");
    await flush();
    sockets[0]!.accept();
    sockets[0]!.reply(sockets[0]!.lastOf("join").ref);
    await vi.advanceTimersByTimeAsync(REALTIME_HEARTBEAT_MS);
    const beat = sockets[0]!.lastOf("heartbeat");
    sockets[0]!.reply(beat.ref);
    await vi.advanceTimersByTimeAsync(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
    expect(sockets[0]!.sent.filter((m) => m.type === "heartbeat")).toHaveLength(2);
    expect(sockets[0]!.readyState).toBe(3);
    // Offline until the next connection succeeds (the header says so).
    expect(realtime.connectionState()).toBe("closed");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(realtime.connectionState()).toBe("closed");
    sockets[1]!.accept();
    expect(realtime.connectionState()).toBe("open");
  });

  it("opens a lost socket again after 1, 2, 5, then 10 s, and joins its channels again", async () => {
    const realtime = client();
    const channel = realtime.channel("jobs");
    const rejoined: boolean[] = [];
    channel.onState((state, detail) => state === "joined" && rejoined.push(detail.rejoined));
    await flush();
    sockets[0]!.accept();
    sockets[0]!.reply(sockets[0]!.lastOf("join").ref);
    for (let i = 0; i < 5; i++) sockets.at(-1)!.close();
    // Each close above is of the newest socket; run the schedule: 1 s, 2 s, 5 s, 10 s, 10 s.
    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const before = sockets.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.length).toBe(before + 1);
      sockets.at(-1)!.close();
    }
    await vi.advanceTimersByTimeAsync(10_000);
    const last = sockets.at(-1)!;
    last.accept();
    expect(channel.state()).toBe("joining");
    last.reply(last.lastOf("join").ref);
    expect(rejoined).toEqual([false, true]);
    // After a good connection the schedule starts again at 1 s.
    last.close();
    const before = sockets.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets.length).toBe(before + 1);
  });

  it("keeps at most 100 pushes while the socket is down, giving up the oldest", async () => {
    const realtime = client();
    const channels = Array.from({ length: REALTIME_PUSH_BUFFER + 5 }, (_, i) => realtime.channel(`channel-${i}`));
    await flush();
    // The five oldest joins gave way: their channels are errored (and join again once open).
    expect(channels.map((c) => c.state()).filter((state) => state === "errored")).toHaveLength(5);
    expect(channels[0]!.state()).toBe("errored");
    expect(channels[5]!.state()).toBe("joining");
    sockets[0]!.accept();
    const joins = sockets[0]!.sent.filter((m) => m.type === "join").map((m) => m.channel);
    expect(joins.slice(0, REALTIME_PUSH_BUFFER)).toEqual(channels.slice(5).map((c) => c.name));
    expect(joins.slice(REALTIME_PUSH_BUFFER)).toEqual(channels.slice(0, 5).map((c) => c.name));
  });

  it("hands events to the channel they name", async () => {
    const realtime = client();
    const jobs = realtime.channel("jobs");
    const seen: unknown[] = [];
    jobs.onEvent((event) => seen.push(event));
    await flush();
    sockets[0]!.accept();
    const event = { type: "booking.changed", bookingId: 7, version: 3 };
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: "event", channel: "jobs", event }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: "event", channel: "other", event }) });
    expect(seen).toEqual([event]);
  });
});
