/**
 * Where the realtime hub's time goes (a profile, not a goal): the synchronous part of one
 * hub.publish to N staff sockets (one JSON.stringify per channel, then ws framing and one socket
 * write each), next to a bare loop of ws.send of one shared Buffer to the same sockets. Server and
 * clients share this process; only the publish call itself is timed.
 *   npx tsx bench/realtime-fanout.ts        (N=1000 by default)
 */
import { createServer } from "node:http";
import WebSocket, { WebSocketServer } from "ws";
import { createRealtimeHub } from "../src/server/platform/realtime/realtime-hub";
import { createRealtimeChannels } from "../src/server/platform/realtime/realtime-channels";
import { createLogger } from "../src/server/platform/logger/logger";

const N = Number(process.env.N ?? 1000);
const channels = createRealtimeChannels();
channels.define({ name: "jobs", permission: "dashboard.read" });
const hub = createRealtimeHub({ channels, logger: createLogger("silent"), sessionRole: async () => "admin" });
const serverSide: WebSocket[] = [];
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
const http = createServer();
http.on("upgrade", (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => {
    serverSide.push(ws);
    hub.accept(ws, { sessionId: "s", role: "admin" });
  }),
);
await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
const port = (http.address() as { port: number }).port;
const sockets: WebSocket[] = [];
for (let i = 0; i < N; i++) sockets.push(new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }));
await Promise.all(sockets.map((s) => new Promise((r) => s.once("open", r))));
await Promise.all(
  sockets.map(
    (s) =>
      new Promise((r) => {
        s.once("message", r);
        s.send(JSON.stringify({ type: "join", ref: 1, channel: "jobs" }));
      }),
  ),
);
/** Times `send` (synchronous part), then waits until every client has the message. */
async function timed(send: (round: number) => void, round: number): Promise<number> {
  const got = Promise.all(sockets.map((s) => new Promise((r) => s.once("message", r))));
  const t0 = performance.now();
  send(round);
  const elapsed = performance.now() - t0;
  await got;
  return elapsed;
}
const viaHub = (round: number) => hub.publish("jobs", { type: "job.changed", jobId: round + 1, bookingId: 1, version: round + 1 });
const bare = (round: number) => {
  const text = Buffer.from(JSON.stringify({ type: "event", channel: "jobs", event: { round } }));
  for (const ws of serverSide) ws.send(text, { binary: false });
};
// Interleaved, after a warm-up of each, so JIT and the machine's load fall on both alike.
for (let round = 0; round < 5; round++) {
  await timed(viaHub, round);
  await timed(bare, round);
}
const hubTimes: number[] = [];
const bareTimes: number[] = [];
for (let round = 0; round < 40; round++) {
  hubTimes.push(await timed(viaHub, round));
  bareTimes.push(await timed(bare, round));
}
const p50 = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`synchronous send to ${N} sockets, p50 of 40: hub.publish ${p50(hubTimes).toFixed(2)} ms, bare ws.send loop ${p50(bareTimes).toFixed(2)} ms`);
process.exit(0);
