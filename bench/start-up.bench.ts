/**
 * Time from `node build/server-main/main.js` (what `npm start` runs after building) to the first
 * 200 from /api/ready: once on an empty data folder (PGlite creates its database, migrations
 * run, the demo content is seeded, the admin account is made), then RESTARTS times on the same
 * folder (the everyday case: goal ≤ 3 s).
 *   npm run bench:start-up      (builds first; RESTARTS=3 by default)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 3392);
const RESTARTS = Number(process.env.RESTARTS ?? 3);

async function timeToReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ["build/server-main/main.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${PORT}/api/ready`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 200) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error("not ready within 120 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-start-up-"));
  try {
    const first = await timeToReady(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await timeToReady(dataDir));
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log("\nstart-up to /api/ready 200 (compiled server, PGlite)");
    console.log(`first start (empty data folder): ${s(first)}`);
    console.log(`restarts: ${restarts.map(s).join(", ")} (best ${s(Math.min(...restarts))}, goal ≤ 3 s)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
