import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createTestDatabase } from "./db/test-database";
import { createLogger } from "./platform/logger/logger";
import { startServer } from "./server";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("readiness", () => {
  it("answers 503 on /api/ready while migrations run, then 200", async () => {
    const database = await createTestDatabase();
    let releaseMigration!: () => void;
    const migrationGate = new Promise<void>((resolve) => (releaseMigration = resolve));
    // The real database, whose migration step waits for the test's signal.
    const gated = {
      ...database,
      migrate: async () => {
        await migrationGate;
        await database.migrate();
      },
    };
    const port = await freePort();
    const config = loadConfig({ PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", SEED_DEMO: "false" });
    const starting = startServer({ config, database: gated, pages: "none", logger: createLogger("silent") });

    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(`${url}/api/ready`)
          .then((r) => r.status)
          .catch(() => 0),
      )
      .toBe(503);
    expect(await (await fetch(`${url}/api/ready`)).json()).toEqual({ status: "starting" });
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: "ok" });
    const early = await fetch(`${url}/api/contact`, { method: "POST", body: "{}" });
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("2");

    releaseMigration();
    const running = await starting;
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${url}/api/captcha/challenge`)).status).toBe(200);
    await running.close();
    await database.close();
  });
});
