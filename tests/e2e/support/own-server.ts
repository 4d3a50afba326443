import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * A compiled server of a spec's own (a fresh data folder and admin account), for stateful flows
 * such as enrolling the first admin's MFA, which must not race the shared server's specs. Outside
 * services are off, so nothing reaches the internet.
 */
export async function startOwnServer(options: { port: number; dataDir: string; adminPassword: string; env?: Record<string, string> }) {
  rmSync(options.dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${options.port}`;
  const server = spawn("node", ["build/server-main/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: options.adminPassword,
      PRAYER_TIMES_SERVICE: "off",
      EXCHANGE_RATES_API_URL: "off",
      WEATHER_API_URL: "off",
      MAKKAH_LIVE_STREAM_URL: "off",
      ...options.env,
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + 100_000;
  for (;;) {
    const status = await fetch(`${base}/api/ready`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the spec's own server on ${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      server.kill("SIGTERM");
      // A graceful stop that has not ended in 20 s is ended: the spec is over either way. (Once
      // in CI, the articles spec's server took over 30 s to stop, failing its afterAll hook.)
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20_000))]);
      if (!stopped) {
        console.warn(`the spec's own server on ${base} did not stop within 20 s of SIGTERM; killing it`);
        server.kill("SIGKILL");
        await exited;
      }
      rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
