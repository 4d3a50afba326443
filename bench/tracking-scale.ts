/**
 * Live tracking at scale (issue 23, "Speed and scale"): N customers' /track pages (sockets joined
 * to channel "track" with their leg's track token: N ÷ D per leg) and D drivers each posting one
 * fix every MIN_PING_INTERVAL_MS (5 s, the sharing script's cadence), evenly staggered, for a
 * fixed time (an open model: a fix leaves when it is due, whatever the answers do; a driver whose
 * previous post is still under way queues it, as the page does, and the wait counts). Each
 * watcher's latency is from the moment its leg's fix was due to the fix arriving. Printed for
 * N = 2,000 and 10,000, next to a bare `ws` server with rooms under the same load in the same run:
 *  - position due → watcher p50/p99 (the post, the ingest and the fan-out), missed deliveries,
 *    ratio to the bare server, ratio to the goal (p99 ≤ 100 ms); and accepted → watcher: from the
 *    server's receivedAt stamp on the fix (taken when the post is judged) to the watcher;
 *  - ingest positions/s: every driver posting as fast as it can, one fix per request, then
 *    batches of 10 (goal ≥ 2,000/s on PostgreSQL);
 *  - memory per watcher: the server's RSS and heap (after garbage collection) with N watchers
 *    joined, less before them, ÷ N;
 *  - with DATABASE_URL: the same on one PostgreSQL process, then on two processes on the same
 *    database, watchers and drivers split across both (a fix posted to one reaches the other's
 *    watchers through LISTEN/NOTIFY: realtime-bus.ts), latency shown for both paths.
 *   npm run bench:tracking-scale                 (PGlite)
 *   npm run bench:tracking-scale:postgres        (PGlite, then PostgreSQL: one process, two)
 *   BENCH_WATCHERS=2000,10000 BENCH_DRIVERS=100 BENCH_SECONDS=30 BENCH_INGEST_PER_DRIVER=100 BENCH_PGLITE=1
 * The watchers live in this process, each server in its own; all share the machine's cores.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import WebSocket from "ws";
import { MIN_PING_INTERVAL_MS } from "../src/shared/tracking/tracking-constants";
import { openPostgres } from "../src/server/db/client";
import { createPositionIngest } from "../src/server/features/bookings/tracking/position-ingest.service";
import { createPositionsRepository } from "../src/server/features/bookings/tracking/positions.repository";
import { MAX_CONNECTIONS } from "../src/server/platform/realtime/realtime-upgrade";
import { freePort, spawnApiServer, type ApiServerProcess } from "../src/server/test-support/api-server-process";
import { signedInAdmin, type StaffClient, type TestServer } from "../src/server/test-support/staff-client";
import { MEMORY_PROBE_FLAGS, openFilesLimit, settledMemory, type Memory } from "./support/process-memory";
import { openSockets, percentile } from "./support/sockets";
import { nextFix, postFixes, postPings, startedLeg, type Leg } from "./support/tracking-legs";

const COUNTS = (process.env.BENCH_WATCHERS ?? "2000,10000").split(",").map(Number);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 100);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? MIN_PING_INTERVAL_MS);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 30) * 1000;
const WARM_UP_MS = 5_000;
const INGEST_PER_DRIVER = Number(process.env.BENCH_INGEST_PER_DRIVER ?? 100);
const GOAL_P99_MS = 100;
const GOAL_POSITIONS_PER_S = 2_000;
const HEARTBEAT_EVERY_MS = 20_000;
const MEMORY_DIR = mkdtempSync(path.join(tmpdir(), "rihla-track-scale-mem-"));

/** Every fix sent in a run, and every arrival at a watcher. */
class Deliveries {
  private readonly sent = new Map<string, { due: number; from: number; measured: boolean }>();
  readonly same: number[] = [];
  readonly across: number[] = [];
  readonly posts: number[] = [];
  /** From the server stamping the fix (its receivedAt, taken as the post is judged, before the write) to the watcher having it. */
  readonly fromAccepted: number[] = [];
  expected = 0;
  fixes = 0;

  due(key: string, due: number, from: number, watchers: number) {
    const measured = due >= this.startedAt + WARM_UP_MS;
    this.sent.set(key, { due, from, measured });
    if (!measured) return;
    this.fixes++;
    this.expected += watchers;
  }
  arrived(key: string, at: number, on: number, acceptedAt?: string) {
    const fix = this.sent.get(key);
    if (!fix?.measured) return;
    (fix.from === on ? this.same : this.across).push(at - fix.due);
    // Wall clocks of the same machine: this process's and the server's.
    if (acceptedAt) this.fromAccepted.push(performance.timeOrigin + at - Date.parse(acceptedAt));
  }
  posted(key: string, at: number) {
    const fix = this.sent.get(key);
    if (fix?.measured) this.posts.push(at - fix.due);
  }
  get received() {
    return this.same.length + this.across.length;
  }
  constructor(readonly startedAt: number) {}
}

interface DeliveryRow {
  run: string;
  watchers: number;
  fixes: number;
  deliveries: number;
  missed: number;
  all: number[];
  across: number[];
  posts: number[];
  fromAccepted: number[];
}

/**
 * Sends every leg's fixes at the cadence for MEASURE_MS (+ warm-up), through `send` (which
 * resolves once the fix has left, and is chained per leg), then waits for the last deliveries.
 */
async function drive(deliveries: Deliveries, send: (leg: number, due: number) => Promise<void>) {
  const chains = Array.from({ length: DRIVERS }, () => Promise.resolve());
  const schedule: { due: number; leg: number }[] = [];
  for (let at = 0; at < WARM_UP_MS + MEASURE_MS; at += INTERVAL_MS)
    for (let leg = 0; leg < DRIVERS; leg++) schedule.push({ due: deliveries.startedAt + at + (leg * INTERVAL_MS) / DRIVERS, leg });
  schedule.sort((a, b) => a.due - b.due);
  for (const { due, leg } of schedule) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    chains[leg] = chains[leg]!.then(() => send(leg, due));
  }
  await Promise.all(chains);
  const deadline = performance.now() + 10_000;
  while (deliveries.received < deliveries.expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Keeps the sockets alive (the hub drops a socket quiet for 35 s): a heartbeat each, spread over the period. */
function heartbeats(sockets: WebSocket[]): () => void {
  let next = 0;
  const slices = 20;
  const timer = setInterval(() => {
    for (let i = next % slices; i < sockets.length; i += slices) {
      if (sockets[i]!.readyState === WebSocket.OPEN) sockets[i]!.send(JSON.stringify({ type: "heartbeat", ref: 2 }));
    }
    next++;
  }, HEARTBEAT_EVERY_MS / slices);
  return () => clearInterval(timer);
}

function row(run: string, watchers: number, deliveries: Deliveries): DeliveryRow {
  const all = [...deliveries.same, ...deliveries.across].sort((a, b) => a - b);
  return {
    run,
    watchers,
    fixes: deliveries.fixes,
    deliveries: all.length,
    missed: deliveries.expected - all.length,
    all,
    across: deliveries.across.sort((a, b) => a - b),
    posts: deliveries.posts.sort((a, b) => a - b),
    fromAccepted: deliveries.fromAccepted.sort((a, b) => a - b),
  };
}

interface MemoryRow {
  run: string;
  watchers: number;
  rssDelta: number;
  heapDelta: number;
}
const memoryRow = (run: string, watchers: number, before: Memory[], after: Memory[]): MemoryRow => ({
  run,
  watchers,
  rssDelta: after.reduce((sum, m) => sum + m.rss, 0) - before.reduce((sum, m) => sum + m.rss, 0),
  heapDelta: after.reduce((sum, m) => sum + m.heapUsed, 0) - before.reduce((sum, m) => sum + m.heapUsed, 0),
});

/** The bare baseline: N sockets in D rooms, D driver sockets sending "to <room> <key>" at the cadence. */
async function bare(watchers: number): Promise<{ delivery: DeliveryRow; memory: MemoryRow }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...MEMORY_PROBE_FLAGS, "--import", "tsx", path.join(import.meta.dirname, "support/bare-ws-rooms.ts"), String(port)], {
    env: { ...process.env, BENCH_MEMORY_DIR: MEMORY_DIR },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  const open = () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  try {
    const before = await settledMemory(child.pid!, MEMORY_DIR);
    const sockets = await openSockets(watchers, open);
    await joinAll(sockets, (socket, index) => socket.send(`join ${index % DRIVERS}`));
    const after = await settledMemory(child.pid!, MEMORY_DIR);
    const drivers = await openSockets(DRIVERS, open);
    const deliveries = new Deliveries(performance.now() + 500);
    for (const socket of sockets)
      socket.on("message", (data) => {
        const text = String(data);
        if (text.startsWith("to ")) deliveries.arrived(text.slice(text.indexOf(" ", 3) + 1), performance.now(), 0);
      });
    let sequence = 0;
    await drive(deliveries, async (leg, due) => {
      const key = `${leg}:${sequence++}`;
      deliveries.due(key, due, 0, watchersOf(leg, watchers));
      drivers[leg]!.send(`to ${leg} ${key}`);
    });
    for (const socket of [...sockets, ...drivers]) socket.terminate();
    return { delivery: row("bare ws rooms (same load, no database)", watchers, deliveries), memory: memoryRow("bare ws rooms", watchers, [before], [after]) };
  } finally {
    child.kill("SIGTERM");
  }
}

/** How many of `watchers` sockets (socket i joins leg i mod D) watch `leg`. */
const watchersOf = (leg: number, watchers: number) => Math.floor(watchers / DRIVERS) + (leg < watchers % DRIVERS ? 1 : 0);

/** Sends each socket's join (500 at a time) and waits for its "ok" reply. */
async function joinAll(sockets: WebSocket[], join: (socket: WebSocket, index: number) => void) {
  for (let start = 0; start < sockets.length; start += 500) {
    await Promise.all(
      sockets.slice(start, start + 500).map(
        (socket, offset) =>
          new Promise<void>((resolve, reject) => {
            socket.once("message", (data) => {
              const text = String(data);
              if (text === "joined" || text.includes('"ok"')) resolve();
              else reject(new Error(`join refused: ${text}`));
            });
            join(socket, start + offset);
          }),
      ),
    );
  }
}

/**
 * Rihla: N watchers over `servers`, driver d posting to server d mod S. The fix's key is its leg and recordedAt (what the event carries).
 */
async function rihla(run: string, servers: ApiServerProcess[], legs: Leg[], watchers: number): Promise<{ delivery: DeliveryRow; memory: MemoryRow }> {
  const memoryOf = () => Promise.all(servers.map((server) => settledMemory(server.child.pid!, MEMORY_DIR)));
  const before = await memoryOf();
  // Socket i watches leg i mod D on server ⌊i ÷ D⌋ mod S: each leg's watchers alternate between
  // the servers, so half of a leg's deliveries go through the other process.
  const serverOf = (index: number) => Math.floor(index / DRIVERS) % servers.length;
  let opened = 0;
  const sockets = await openSockets(watchers, () => {
    const server = servers[serverOf(opened++)]!;
    return new WebSocket(`${server.url.replace(/^http/, "ws")}/api/realtime`, { headers: { Origin: server.url }, perMessageDeflate: false });
  });
  await joinAll(sockets, (socket, index) => socket.send(JSON.stringify({ type: "join", ref: 1, channel: "track", token: legs[index % DRIVERS]!.trackToken })));
  const stopHeartbeats = heartbeats(sockets);
  try {
    const after = await memoryOf();
    const deliveries = new Deliveries(performance.now() + 500);
    const pattern = /"jobId":(\d+),.*"recordedAt":"([^"]+)","receivedAt":"([^"]+)"/;
    sockets.forEach((socket, index) =>
      socket.on("message", (data) => {
        const match = pattern.exec(String(data));
        if (match) deliveries.arrived(`${match[1]}|${match[2]}`, performance.now(), serverOf(index), match[3]);
      }),
    );
    await drive(deliveries, async (index, due) => {
      const leg = legs[index]!;
      const fix = nextFix(leg);
      const key = `${leg.jobId}|${fix.recordedAt}`;
      deliveries.due(key, due, index % servers.length, watchersOf(index, watchers));
      await postPings(servers[index % servers.length]!.url, leg, [fix]);
      deliveries.posted(key, performance.now());
    });
    return { delivery: row(run, watchers, deliveries), memory: memoryRow(run, watchers, before, after) };
  } finally {
    stopHeartbeats();
    for (const socket of sockets) socket.terminate();
    // The servers see the sockets close a little later: the next run's "before" must not count them.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * The ingest service alone, in this process, on the same PostgreSQL database (10 connections, as
 * a server has): what the two round trips allow without HTTP, JSON and the fan-out around them.
 */
async function ingestServiceAlone(databaseUrl: string, legs: Leg[]): Promise<IngestRow[]> {
  const database = openPostgres(databaseUrl);
  const service = createPositionIngest({ repository: createPositionsRepository(database.db) });
  const rows: IngestRow[] = [];
  try {
    for (const perRequest of [1, 10]) {
      const started = performance.now();
      let accepted = 0;
      await Promise.all(
        legs.map(async (leg) => {
          for (let sent = 0; sent < INGEST_PER_DRIVER; sent += perRequest) {
            const outcome = await service.ingest(leg.startToken, { pings: Array.from({ length: perRequest }, () => nextFix(leg)) });
            if (!outcome.ok) throw new Error(`positions refused: ${JSON.stringify(outcome)}`);
            accepted += outcome.result.accepted;
          }
        }),
      );
      rows.push({ run: "ingest service alone, no HTTP (PostgreSQL, 10 connections)", perRequest, accepted, seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    await database.close();
  }
  return rows;
}

interface IngestRow {
  run: string;
  perRequest: number;
  accepted: number;
  seconds: number;
}

/** Every driver posts as fast as it can (driver d to server d mod S). */
async function ingest(run: string, servers: ApiServerProcess[], legs: Leg[]): Promise<IngestRow[]> {
  const rows: IngestRow[] = [];
  for (const perRequest of [1, 10]) {
    const started = performance.now();
    let accepted = 0;
    await Promise.all(
      legs.map(async (leg, index) => {
        for (let sent = 0; sent < INGEST_PER_DRIVER; sent += perRequest) {
          const stored = await postFixes(servers[index % servers.length]!.url, leg, perRequest);
          accepted += stored;
        }
      }),
    );
    rows.push({ run, perRequest, accepted, seconds: (performance.now() - started) / 1000 });
  }
  return rows;
}

const signIn = async (server: ApiServerProcess) => (await signedInAdmin({ url: server.url } as TestServer)).client as StaffClient;
async function makeLegs(server: ApiServerProcess): Promise<Leg[]> {
  const admin = await signIn(server);
  const legs: Leg[] = [];
  // One after the other: each leg's tokens are read back from the newest outbox messages.
  for (let i = 0; i < DRIVERS; i++) legs.push(await startedLeg(server.url, admin));
  return legs;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : value.toFixed(1));
function print(deliveries: DeliveryRow[], ingestRows: IngestRow[], memory: MemoryRow[], notes: string[]) {
  console.log(
    `\n${DRIVERS} drivers, one fix every ${INTERVAL_MS / 1000} s each (${((DRIVERS * 1000) / INTERVAL_MS).toFixed(0)} fixes/s), ${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s warm-up; latency from the fix being due to each watcher having it:`,
  );
  console.log(
    "| run | watchers | fixes | deliveries | missed | p50 ms | p99 ms | max ms | p99 ÷ bare | p99 ÷ goal (100 ms) | accepted → watcher p50 / p99 ms | across processes p50 / p99 ms | post answered p50 / p99 ms |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const entry of deliveries) {
    const bareRow = deliveries.find((candidate) => candidate.run.startsWith("bare") && candidate.watchers === entry.watchers);
    const p99 = percentile(entry.all, 99);
    console.log(
      `| ${entry.run} | ${entry.watchers} | ${entry.fixes} | ${entry.deliveries} | ${entry.missed} | ${ms(percentile(entry.all, 50))} | ${ms(p99)} | ${ms(entry.all.at(-1))} | ${bareRow ? (p99 / percentile(bareRow.all, 99)).toFixed(2) : "–"} | ${(p99 / GOAL_P99_MS).toFixed(2)} | ${entry.fromAccepted.length ? `${ms(percentile(entry.fromAccepted, 50))} / ${ms(percentile(entry.fromAccepted, 99))}` : "–"} | ${entry.across.length ? `${ms(percentile(entry.across, 50))} / ${ms(percentile(entry.across, 99))}` : "–"} | ${entry.posts.length ? `${ms(percentile(entry.posts, 50))} / ${ms(percentile(entry.posts, 99))}` : "–"} |`,
    );
  }
  console.log(
    `\nIngest: ${DRIVERS} drivers posting as fast as they can, ${INGEST_PER_DRIVER} fixes each (goal ≥ ${GOAL_POSITIONS_PER_S} positions/s on PostgreSQL):`,
  );
  console.log("| run | fixes per request | accepted | seconds | positions/s | ÷ goal |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const entry of ingestRows) {
    const rate = entry.accepted / entry.seconds;
    console.log(
      `| ${entry.run} | ${entry.perRequest} | ${entry.accepted} | ${entry.seconds.toFixed(2)} | ${Math.round(rate)} | ${(rate / GOAL_POSITIONS_PER_S).toFixed(2)} |`,
    );
  }
  console.log("\nMemory of the server process(es) after garbage collection, N watchers joined less none:");
  console.log("| run | watchers | RSS Δ MB | heap Δ MB | RSS per watcher KB | heap per watcher KB |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const entry of memory)
    console.log(
      `| ${entry.run} | ${entry.watchers} | ${(entry.rssDelta / 2 ** 20).toFixed(1)} | ${(entry.heapDelta / 2 ** 20).toFixed(1)} | ${(entry.rssDelta / 1024 / entry.watchers).toFixed(1)} | ${(entry.heapDelta / 1024 / entry.watchers).toFixed(1)} |`,
    );
  for (const note of notes) console.log(`\nNote: ${note}`);
}

async function main() {
  const postgresServerUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const env = {
    RIHLA_BENCH_RELAXED_LIMITS: "1",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "test-admin-password-1234",
    BENCH_MEMORY_DIR: MEMORY_DIR,
  };
  const spawnServer = (extra: Record<string, string>) => spawnApiServer({ ...env, ...extra }, 120_000, MEMORY_PROBE_FLAGS);
  const deliveries: DeliveryRow[] = [];
  const ingestRows: IngestRow[] = [];
  const memory: MemoryRow[] = [];
  const notes: string[] = [];

  // This process holds every watcher socket (the servers each hold theirs): one descriptor each.
  const limit = openFilesLimit();
  const counts = COUNTS.filter((count) => {
    if (limit === null || count + DRIVERS + 500 <= limit) return true;
    notes.push(`${count} watchers skipped: this process may open ${limit} files (ulimit -n) and needs about ${count + DRIVERS + 500}.`);
    return false;
  });
  for (const count of counts)
    if (count >= MAX_CONNECTIONS)
      notes.push(
        `${count} watchers on one process is at the hub's cap (MAX_CONNECTIONS ${MAX_CONNECTIONS} per process): one more socket would be refused (503).`,
      );

  const watch = async (run: string, servers: ApiServerProcess[], legs: Leg[]) => {
    for (const count of counts) {
      const result = await rihla(run, servers, legs, count);
      deliveries.push(result.delivery);
      memory.push(result.memory);
      console.log(`  ${run}, ${count} watchers: done`);
    }
  };

  for (const count of counts) {
    const result = await bare(count);
    deliveries.push(result.delivery);
    memory.push(result.memory);
    console.log(`  bare, ${count} watchers: done`);
  }

  if (process.env.BENCH_PGLITE !== "0") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-track-scale-"));
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      const legs = await makeLegs(server);
      await watch("Rihla, one process (PGlite)", [server], legs);
      ingestRows.push(...(await ingest("Rihla, one process (PGlite)", [server], legs)));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (postgresServerUrl) {
    const name = `rihla_track_bench_${randomUUID().slice(0, 8)}`;
    const pg = postgres(postgresServerUrl, { max: 1, onnotice: () => {} });
    await pg.unsafe(`create database ${name}`);
    const url = new URL(postgresServerUrl);
    url.pathname = `/${name}`;
    const first = await spawnServer({ DATABASE_URL: url.toString() });
    let second: ApiServerProcess | null = null;
    try {
      const legs = await makeLegs(first);
      await watch("Rihla, one process (PostgreSQL)", [first], legs);
      ingestRows.push(...(await ingest("Rihla, one process (PostgreSQL)", [first], legs)));
      ingestRows.push(...(await ingestServiceAlone(url.toString(), legs)));
      second = await spawnServer({ DATABASE_URL: url.toString() });
      await watch("Rihla, two processes (PostgreSQL; watchers and drivers split)", [first, second], legs);
      ingestRows.push(...(await ingest("Rihla, two processes (PostgreSQL; drivers split)", [first, second], legs)));
    } finally {
      await Promise.all([first.stop(), second?.stop()]);
      await pg.unsafe(`drop database ${name}`);
      await pg.end();
    }
  }
  rmSync(MEMORY_DIR, { recursive: true, force: true });
  print(deliveries, ingestRows, memory, notes);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
