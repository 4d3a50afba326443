/**
 * Realtime delivery (issue "Dispatch", Speed): 1,000 staff sockets joined to the "jobs" channel of
 * one server process; a staff change to a booking (POST …/note: lock, update, timeline, audit,
 * commit, publish) is timed from the moment the request is sent until each socket has the event.
 * Next to it, in the same run, a bare `ws` server broadcasting a message from one client to the
 * same number of sockets, so the ratio means something on any machine. Goal: p99 ≤ 100 ms.
 *   npx tsx bench/realtime.bench.ts                        (PGlite, one process)
 *   scripts/with-postgres.sh npx tsx bench/realtime.bench.ts  (also: two server processes on one
 *       PostgreSQL, the change made on one, the sockets on the other: LISTEN/NOTIFY between them)
 * Servers run in their own processes; the sockets live in this one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import WebSocket from "ws";
import { freePort, spawnApiServer, type ApiServerProcess } from "../src/server/test-support/api-server-process";
import { bookThroughApi } from "../src/server/test-support/create-booking";
import { signedInAdmin, type StaffClient, type TestServer } from "../src/server/test-support/staff-client";
import { openSockets, percentile } from "./support/sockets";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  deliveries: number;
  missed: number;
  /** p99 of each arrival after the round's first one: the fan-out alone, without the change's own time. */
  fanOutP99: number;
}

/**
 * Runs the rounds: `trigger` makes one change; every socket's first message after it that
 * `isDelivery` accepts ends its wait. Latency = that moment − the trigger's start.
 */
async function measure(name: string, sockets: WebSocket[], isDelivery: (text: string) => boolean, trigger: (round: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const fanOut: number[] = [];
  let missed = 0;
  for (let round = 0; round < ROUNDS + WARM_UP; round++) {
    let started = 0;
    const arrivals: number[] = [];
    const all = new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, 5_000);
      sockets.forEach((socket) => {
        const listener = (data: WebSocket.RawData) => {
          if (!isDelivery(String(data))) return;
          socket.off("message", listener);
          arrivals.push(performance.now() - started);
          if (arrivals.length === sockets.length) {
            clearTimeout(timeout);
            resolve();
          }
        };
        socket.on("message", listener);
      });
    });
    started = performance.now();
    await trigger(round);
    await all;
    for (const socket of sockets) socket.removeAllListeners("message");
    if (round < WARM_UP) continue;
    latencies.push(...arrivals);
    fanOut.push(...arrivals.map((arrival) => arrival - arrivals[0]!));
    missed += sockets.length - arrivals.length;
  }
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    deliveries: latencies.length,
    missed,
    fanOutP99: percentile(
      fanOut.sort((a, b) => a - b),
      99,
    ),
  };
}

async function bareBroadcast(): Promise<Figures> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "support/bare-ws-broadcast.ts"), String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  const sockets = await openSockets(CLIENTS, () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }));
  const trigger = await openSockets(1, () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }));
  const figures = await measure(
    "bare ws broadcast",
    sockets,
    (text) => text.startsWith("round "),
    async (round) => trigger[0]!.send(`round ${round}`),
  );
  for (const socket of [...sockets, ...trigger]) socket.terminate();
  await stop(child);
  return figures;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The bootstrap admin signed in (MFA enrolled) through `server`; one per database. */
const signIn = async (server: ApiServerProcess) => (await signedInAdmin({ url: server.url } as TestServer)).client as StaffClient;

/**
 * The staff sockets spread evenly over `listenOn` (one process, or both), the change made by
 * `admin` through `changeOn`: the sockets on another process get it through LISTEN/NOTIFY.
 */
async function rihla(name: string, admin: StaffClient, changeOn: ApiServerProcess, listenOn: ApiServerProcess[]): Promise<Figures> {
  const booked = await bookThroughApi(changeOn.url);
  const list = await admin.request("GET", `/api/admin/bookings?q=${booked.reference}`);
  const bookingId = (list.body.rows as { id: number }[])[0]!.id;
  const { ticket } = (await admin.request("POST", "/api/admin/realtime/ticket")).body as { ticket: string };
  let opened = 0;
  const sockets = await openSockets(CLIENTS, () => {
    const server = listenOn[opened++ % listenOn.length]!;
    const address = `${server.url.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`;
    return new WebSocket(address, { headers: { Origin: server.url, Cookie: admin.cookie }, perMessageDeflate: false });
  });
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once("message", () => resolve());
          socket.send(JSON.stringify({ type: "join", ref: 1, channel: "jobs" }));
        }),
    ),
  );
  const requestTimes: number[] = [];
  const figures = await measure(
    name,
    sockets,
    (text) => text.includes(`"bookingId":${bookingId},`),
    async (round) => {
      const started = performance.now();
      const answer = await admin.request("POST", `/api/admin/bookings/${bookingId}/note`, { text: `bench round ${round}` });
      if (answer.status !== 200) throw new Error(`note refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      requestTimes.push(performance.now() - started);
    },
  );
  for (const socket of sockets) socket.terminate();
  requestTimes.sort((a, b) => a - b);
  console.log(`  (${name}: the change's own request took p50 ${percentile(requestTimes, 50).toFixed(1)} ms)`);
  return figures;
}

function print(rows: Figures[], baseline: Figures) {
  console.log(`\n${CLIENTS} sockets, ${ROUNDS} changes each (after ${WARM_UP} warm-up), delivery to every socket:`);
  console.log("| run | p50 ms | p95 ms | p99 ms | max ms | deliveries | missed | p99 ÷ bare | fan-out p99 ms |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} | ${row.deliveries} | ${row.missed} | ${(row.p99 / baseline.p99).toFixed(2)} | ${row.fanOutP99.toFixed(1)} |`,
    );
}

async function main() {
  const postgresServerUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const common = { RIHLA_BENCH_RELAXED_LIMITS: "1", SEED_DEMO: "true", LOG_LEVEL: "warn", ADMIN_PASSWORD: "test-admin-password-1234" };
  const rows: Figures[] = [];
  const baseline = await bareBroadcast();
  rows.push(baseline);

  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-rt-bench-"));
  const single = await spawnApiServer({ ...common, DATA_DIR: dataDir });
  try {
    rows.push(await rihla("Rihla, one process (PGlite)", await signIn(single), single, [single]));
  } finally {
    await single.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (postgresServerUrl) {
    const name = `rihla_rt_bench_${randomUUID().slice(0, 8)}`;
    const pg = postgres(postgresServerUrl, { max: 1, onnotice: () => {} });
    await pg.unsafe(`create database ${name}`);
    const url = new URL(postgresServerUrl);
    url.pathname = `/${name}`;
    const env = { ...common, DATABASE_URL: url.toString() };
    const first = await spawnApiServer(env);
    const second = await spawnApiServer(env);
    try {
      const admin = await signIn(first);
      rows.push(await rihla("Rihla, one process (PostgreSQL)", admin, first, [first]));
      rows.push(await rihla("Rihla, two processes (PostgreSQL; sockets split, change on one)", admin, first, [first, second]));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await pg.unsafe(`drop database ${name}`);
      await pg.end();
    }
  }
  print(rows, baseline);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
