import { loadConfig } from "#server/config";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { startServer, type RunningServer } from "#server/server";

/**
 * The real server on a free loopback port over a fresh database, for API tests that speak
 * HTTP to it. Pages are not served (the browser suite covers them against the real build).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer & { stop(): Promise<void> }> {
  const database = await createTestDatabase();
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", SEED_DEMO: "true", ADMIN_PASSWORD: "test-admin-password-1234", ...env });
  const running = await startServer({ config, database, pages: "none", logger: createLogger("silent") });
  return {
    ...running,
    async stop() {
      await running.close();
      await database.close();
    },
  };
}
