// A start-up smoke test of the compiled server (`npm run build` first), under the Node that runs
// this script: .ci/run uses it to check the supported Node versions other than the machine's.
// It starts build/server-main/main.js on a free loopback port with a fresh data folder, waits
// for /api/ready, asks for the home page, and stops the server with SIGTERM. Exit 0 or 1.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 20_000;

if (!existsSync("build/server-main/main.js")) {
  console.error("start-up smoke: build/server-main/main.js is missing; run `npm run build` first");
  process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-smoke-"));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["build/server-main/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "smoke-test-password-1234",
    PRAYER_TIMES_SERVICE: "off",
    EXCHANGE_RATES_API_URL: "off",
    WEATHER_API_URL: "off",
    MAKKAH_LIVE_STREAM_URL: "off",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));

let failure = null;
try {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${base}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    if (Date.now() - started > READY_WITHIN_MS) throw new Error(`not ready within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const home = await fetch(`${base}/`, { headers: { accept: "text/html", cookie: "lang=en" } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes("<html")) throw new Error(`the home page answered ${home.status}`);
  console.log(`start-up smoke: Node ${process.version} ready in ${Date.now() - started} ms, home page 200`);
} catch (error) {
  failure = error;
} finally {
  server.kill("SIGTERM");
  const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), STOP_WITHIN_MS))]);
  if (!stopped) {
    server.kill("SIGKILL");
    failure ??= new Error(`did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM`);
  } else if (!failure && stopped.code !== 0) failure = new Error(`stopped with exit code ${stopped.code} (signal ${stopped.signal})`);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`start-up smoke on Node ${process.version} failed: ${failure.message}`);
  process.exit(1);
}
