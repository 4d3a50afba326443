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
const times: number[] = [];
for (let round = 0; round < 40; round++) {
  const got = Promise.all(sockets.map((s) => new Promise((r) => s.once("message", r))));
  const t0 = performance.now();
  hub.publish("jobs", { type: "job.changed", jobId: round + 1, bookingId: 1, version: round + 1 });
  times.push(performance.now() - t0);
  await got;
}
times.sort((a, b) => a - b);
console.log(`hub.publish to ${N} sockets, synchronous part: p50 ${times[20]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
const raw: number[] = [];
for (let round = 0; round < 40; round++) {
  const got = Promise.all(sockets.map((s) => new Promise((r) => s.once("message", r))));
  const t0 = performance.now();
  const text = Buffer.from(JSON.stringify({ type: "event", channel: "jobs", event: { round } }));
  for (const ws of serverSide) ws.send(text, { binary: false });
  raw.push(performance.now() - t0);
  await got;
}
raw.sort((a, b) => a - b);
console.log(`bare loop ws.send(buffer) to ${N} sockets: p50 ${raw[20]!.toFixed(2)} ms, max ${raw.at(-1)!.toFixed(2)} ms`);
process.exit(0);
