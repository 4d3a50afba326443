import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { startTestServer } from "#server/test-support/test-server";
import { submission } from "#server/test-support/booking-payloads";

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "test-support", "api-server.ts");

/** Runs the start-up with `env` and gives back its exit code and error output. */
function startUp(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
      env: { ...process.env, PORT: "0", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stderr }));
  });
}

describe("RIHLA_BENCH_RELAXED_LIMITS (benchmarks only)", () => {
  it("is refused at start-up with NODE_ENV=production or a SITE_URL that is not loopback", async () => {
    expect(() => loadConfig({ RIHLA_BENCH_RELAXED_LIMITS: "1", NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ RIHLA_BENCH_RELAXED_LIMITS: "1", SITE_URL: "https://rihla.example" })).toThrow(
      /only allowed when SITE_URL is a loopback address/,
    );
    expect(loadConfig({ RIHLA_BENCH_RELAXED_LIMITS: "1", SITE_URL: "http://127.0.0.1:3000" }).RIHLA_BENCH_RELAXED_LIMITS).toBe("1");
    expect(loadConfig({ RIHLA_BENCH_RELAXED_LIMITS: "1" }).RIHLA_BENCH_RELAXED_LIMITS).toBe("1");
    expect(() => loadConfig({ RIHLA_BENCH_RELAXED_LIMITS: "yes" })).toThrow(ConfigError);

    const production = await startUp({ RIHLA_BENCH_RELAXED_LIMITS: "1", NODE_ENV: "production", DATA_DIR: "/nonexistent/never-created" });
    expect(production.code).toBe(1);
    expect(production.stderr).toContain("RIHLA_BENCH_RELAXED_LIMITS: must not be set when NODE_ENV=production");
    const publicSite = await startUp({
      RIHLA_BENCH_RELAXED_LIMITS: "1",
      NODE_ENV: "test",
      SITE_URL: "https://rihla.example",
      DATA_DIR: "/nonexistent/never-created",
    });
    expect(publicSite.code).toBe(1);
    expect(publicSite.stderr).toContain("only allowed when SITE_URL is a loopback address");
  });

  describe("on a loopback test server", () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
    });
    afterAll(async () => server.stop());

    it("books without a captcha and past the per-address limit", async () => {
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${server.url}/api/bookings`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `relaxed-limits-key-${i}` },
          body: JSON.stringify(submission({ captcha: "not solved" })),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual(Array(12).fill(201));
    });
  });
});
