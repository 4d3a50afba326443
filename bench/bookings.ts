/**
 * Booking creation through the real HTTP API (POST /api/bookings: validation, price computed
 * again, one transaction with customer, booking, jobs, events, link and outbox), 50 concurrent
 * connections, each request a new booking (its own Idempotency-Key and phone), next to a bare
 * node:http route measured in the same run (it reads the same JSON body and answers 201), so the
 * ratio means something on any machine. Goals (issue 11): ≥ 400 bookings/s on PGlite, ≥ 1,000/s on
 * PostgreSQL, p99 ≤ 50 ms.
 *   npx tsx bench/bookings.ts                         (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://… npx tsx bench/bookings.ts  (also PostgreSQL, in a throw-away database)
 *   BENCH_CPU_PROF=/tmp/prof npx tsx bench/bookings.ts   (also writes the server's CPU profile)
 * The server runs in its own process with RIHLA_BENCH_RELAXED_LIMITS=1 (no captcha, no per-address
 * limit; the server refuses that setting in production or on a public SITE_URL).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import postgres from "postgres";
import { freePort, spawnApiServer } from "../src/server/test-support/api-server-process";
import { submission } from "../src/server/test-support/booking-payloads";
import { steadyLoad } from "./support/steady-load";
import { waitFor } from "./support/wait-for";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** Issue 11's goals, offered as a steady load to read the latency at that rate. */
const PGLITE_TARGET_PER_S = 400;
const POSTGRES_TARGET_PER_S = 1000;

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** 2xx answers, and the bookings the database holds afterwards (they must agree: nothing acknowledged is lost). */
  acknowledged?: number;
  stored?: number;
}

/** Every bench phone starts with this; the demo content has none. */
const BENCH_PHONE_PREFIX = "+4477009";
const COUNT_STORED = `select count(*)::int as n from bookings b join customers c on c.id = b.customer_id where c.phone like '${BENCH_PHONE_PREFIX}%'`;

let phone = 100_000;
function nextBody(): string {
  phone += 1;
  return JSON.stringify(
    submission({ captcha: "bench", contact: { ...submission().contact, phone: `${BENCH_PHONE_PREFIX}${String(phone).padStart(6, "0")}` } }),
  );
}

/** The most the server can do: each of the 50 connections sends its next request as soon as the last is answered (so, by Little's law, the mean latency is 50 / rate). */
async function measure(name: string, url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        setupRequest: (request) => ({ ...request, headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() }, body: nextBody() }),
      },
    ],
  });
  const ok = result["2xx"];
  return {
    name,
    acknowledged: ok,
    perSecond: ok / DURATION_S,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The baseline: node:http reading the same body and answering a small JSON 201, in its own process. */
async function bareServer() {
  const port = await freePort();
  const source = `require("node:http").createServer((req, res) => { const chunks = []; req.on("data", (c) => chunks.push(c)); req.on("end", () => { if (req.method === "GET") return res.end("ok"); JSON.parse(Buffer.concat(chunks).toString()); res.writeHead(201, { "content-type": "application/json" }); res.end('{"reference":"RH-2026-000001","status":"pending"}'); }); }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 10_000);
  return { url, stop: () => child.kill("SIGTERM") };
}

async function throwAwayPostgres(serverUrl: string) {
  const name = `rihla_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The latency customers see while the server carries a steady `rate` (the issue's goal), over the same 50 connections. */
async function measureAtRate(name: string, url: string, rate: number): Promise<Figures> {
  const result = await steadyLoad({
    url,
    path: "/api/bookings",
    rate,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    next: () => ({ headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() }, body: nextBody() }),
  });
  if (result.failed) console.log(`${name}: failures ${JSON.stringify(result.failures)}`);
  return { name, acknowledged: result.ok, perSecond: result.ok / DURATION_S, p50: result.p50, p99: result.p99, failed: result.failed };
}

/**
 * A server that has been running reuses its WAL segments after each checkpoint; a new cluster
 * (this bench's) writes 16 MB of zeros for every new segment instead, a stall of some 50 ms every
 * 2 s at 1,000 bookings/s that a production server does not have. The run at most has written
 * enough segments; after a checkpoint the steady run reuses them, as production would.
 */
async function checkpoint(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe("checkpoint");
  } finally {
    await client.end();
  }
}

/** How many bench bookings the database holds, read after the server has stopped. */
async function storedBookings(env: Record<string, string>): Promise<number> {
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await client.unsafe(COUNT_STORED);
      return Number(row!.n);
    } finally {
      await client.end();
    }
  }
  const database = new PGlite(path.join(env.DATA_DIR!, "pglite"));
  try {
    const { rows } = await database.query<{ n: number }>(COUNT_STORED);
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

async function product(name: string, env: Record<string, string>, targetRate: number): Promise<Figures[]> {
  // BENCH_CPU_PROF=<folder> writes the server's V8 CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = await spawnApiServer({ ...env, RIHLA_BENCH_RELAXED_LIMITS: "1", SEED_DEMO: "true", LOG_LEVEL: "warn" }, 120_000, profile);
  const figures: Figures[] = [];
  try {
    figures.push(await measure(`${name}, at most`, server.url));
    if (env.DATABASE_URL) await checkpoint(env.DATABASE_URL);
    figures.push(await measureAtRate(`${name}, ${targetRate}/s offered`, server.url, targetRate));
  } finally {
    await server.stop();
  }
  const acknowledged = figures.reduce((sum, f) => sum + (f.acknowledged ?? 0), 0);
  return [...figures.slice(0, -1), { ...figures.at(-1)!, acknowledged, stored: await storedBookings(env) }];
}

async function main() {
  // The server process inherits this process's environment: the PGlite run must not see the URL.
  const postgresServerUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const results: Figures[] = [];
  const bare = await bareServer();
  try {
    results.push(await measure("bare node:http (same body)", bare.url));
  } finally {
    bare.stop();
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-bench-bookings-"));
  try {
    results.push(...(await product("PGlite", { DATA_DIR: dataDir }, PGLITE_TARGET_PER_S)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgresServerUrl) {
    const database = await throwAwayPostgres(postgresServerUrl);
    try {
      results.push(...(await product("PostgreSQL", { DATABASE_URL: database.url }, POSTGRES_TARGET_PER_S)));
    } finally {
      await database.drop();
    }
  }
  const baseline = results[0]!.perSecond;
  console.log(`\nPOST /api/bookings, ${CONNECTIONS} concurrent, ${DURATION_S} s each (a new booking per request)`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(7)}/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${(
        (100 * r.perSecond) /
        baseline
      ).toFixed(1)} % of bare${r.failed ? `  (${r.failed} failed)` : ""}${
        r.stored === undefined
          ? ""
          : `\n${"".padEnd(32)}both runs: ${r.acknowledged} acknowledged, ${r.stored} stored (the last answers in flight count as stored only)`
      }`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
