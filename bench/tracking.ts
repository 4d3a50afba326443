/**
 * Live tracking (issue 23, Speed and scale): W watchers of the customers' /track pages (sockets
 * joined to channel "track" with their leg's track token) and D drivers sharing on one server
 * process. Each round every driver posts one fix through POST /api/op/positions/{startToken}
 * (one read of link, leg and newest fix; bounds and jump checks; one guarded insert; publish); each watcher's
 * latency is the time from its driver's post to the fix arriving. Next to it, in the same run, a
 * bare `ws` server broadcasting to the same number of sockets. Then the ingest alone: the drivers
 * post as fast as they can (one fix per request, as the page does, then batches of 10).
 *   npx tsx bench/tracking.ts                              (PGlite)
 *   scripts/with-postgres.sh npx tsx bench/tracking.ts     (PostgreSQL)
 *   BENCH_WATCHERS=2000 BENCH_DRIVERS=100 BENCH_ROUNDS=20 (the issue's figures; defaults are those)
 * Goals: accepted-to-watcher p99 ≤ 100 ms on loopback; ingest ≥ 2,000 positions/s on PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { freePort, spawnApiServer, type ApiServerProcess } from "../src/server/test-support/api-server-process";
import { signedInAdmin, type StaffClient, type TestServer } from "../src/server/test-support/staff-client";
import { openSockets, percentile } from "./support/sockets";
import { nextRecordedAt, postFixes, startedLeg, type Leg } from "./support/tracking-legs";

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2_000);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const INGEST_PER_DRIVER = Number(process.env.BENCH_INGEST_PER_DRIVER ?? 100);
const WARM_UP = 2;

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  deliveries: number;
  missed: number;
}

/** Rounds: `trigger` starts the round's sends; each socket's first matching message ends its wait. */
async function measure(
  name: string,
  sockets: WebSocket[],
  isDelivery: (text: string, socket: number) => boolean,
  trigger: () => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let missed = 0;
  for (let round = 0; round < ROUNDS + WARM_UP; round++) {
    const arrivals: number[] = [];
    let started = 0;
    const all = new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, 10_000);
      sockets.forEach((socket, index) => {
        const listener = (data: WebSocket.RawData) => {
          if (!isDelivery(String(data), index)) return;
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
    await trigger();
    await all;
    for (const socket of sockets) socket.removeAllListeners("message");
    if (round < WARM_UP) continue;
    latencies.push(...arrivals);
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
  };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function bareBroadcast(): Promise<Figures> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "support/bare-ws-broadcast.ts"), String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  const sockets = await openSockets(WATCHERS, () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }));
  const [sender] = await openSockets(1, () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }));
  let round = 0;
  const figures = await measure(
    "bare ws broadcast",
    sockets,
    (text) => text === `round ${round}`,
    async () => sender!.send(`round ${++round}`),
  );
  for (const socket of [...sockets, sender!]) socket.terminate();
  await stop(child);
  return figures;
}

async function rihla(server: ApiServerProcess, label: string): Promise<{ figures: Figures; ingest: string[] }> {
  const admin = (await signedInAdmin({ url: server.url } as TestServer)).client as StaffClient;
  const legs: Leg[] = [];
  for (let i = 0; i < DRIVERS; i++) legs.push(await startedLeg(server.url, admin));
  const watchers = await openSockets(
    WATCHERS,
    () => new WebSocket(`${server.url.replace(/^http/, "ws")}/api/realtime`, { headers: { Origin: server.url }, perMessageDeflate: false }),
  );
  const legOf = (index: number) => legs[index % legs.length]!;
  await Promise.all(
    watchers.map(
      (socket, index) =>
        new Promise<void>((resolve, reject) => {
          socket.once("message", (data) => (String(data).includes('"ok"') ? resolve() : reject(new Error(String(data)))));
          socket.send(JSON.stringify({ type: "join", ref: 1, channel: "track", token: legOf(index).trackToken }));
        }),
    ),
  );
  // Each round every driver posts one fix; a watcher waits for its own leg's newest fix.
  const expected = new Map<number, string>();
  const figures = await measure(
    `Rihla, one process (${label}): fix posted → watcher`,
    watchers,
    (text, index) => text.includes(`"recordedAt":"${expected.get(legOf(index).jobId)}"`),
    async () => {
      const fixes = legs.map((leg) => ({ leg, at: nextRecordedAt(leg) }));
      for (const { leg, at } of fixes) expected.set(leg.jobId, at);
      await Promise.all(legs.map((leg) => postFixes(server.url, leg, 1)));
    },
  );
  for (const socket of watchers) socket.terminate();

  // The ingest alone: every driver posts as fast as it can.
  const ingest: string[] = [];
  for (const perRequest of [1, 10]) {
    const started = performance.now();
    let accepted = 0;
    await Promise.all(
      legs.map(async (leg) => {
        for (let sent = 0; sent < INGEST_PER_DRIVER; sent += perRequest) {
          const stored = await postFixes(server.url, leg, perRequest);
          accepted += stored;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    ingest.push(`| ${label} | ${perRequest} | ${accepted} | ${seconds.toFixed(2)} | ${Math.round(accepted / seconds)} |`);
  }
  return { figures, ingest };
}

function print(rows: Figures[], baseline: Figures, ingest: string[]) {
  console.log(`\n${WATCHERS} watchers, ${DRIVERS} drivers, ${ROUNDS} rounds (after ${WARM_UP} warm-up); each watcher waits for its own leg's fix:`);
  console.log("| run | p50 ms | p95 ms | p99 ms | max ms | deliveries | missed | p99 ÷ bare |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} | ${row.deliveries} | ${row.missed} | ${(row.p99 / baseline.p99).toFixed(2)} |`,
    );
  console.log(`\nIngest, ${DRIVERS} drivers posting at once, ${INGEST_PER_DRIVER} fixes each:`);
  console.log("| database | fixes per request | accepted | seconds | positions/s |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const line of ingest) console.log(line);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const common = { RIHLA_BENCH_RELAXED_LIMITS: "1", SEED_DEMO: "true", LOG_LEVEL: "warn", ADMIN_PASSWORD: "test-admin-password-1234" };
  const baseline = await bareBroadcast();
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-tracking-bench-"));
  const server = await spawnApiServer(databaseUrl ? { ...common, DATABASE_URL: databaseUrl } : { ...common, DATA_DIR: dataDir });
  try {
    const { figures, ingest } = await rihla(server, databaseUrl ? "PostgreSQL" : "PGlite");
    print([baseline, figures], baseline, ingest);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
