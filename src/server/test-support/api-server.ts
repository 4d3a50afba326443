/**
 * The real server without pages, as its own process, for the bookings benchmark and the storm
 * test (which kills it with SIGKILL and starts it again): `node --import tsx <this file>`, with the
 * usual environment (PORT, DATABASE_URL or DATA_DIR, RIHLA_BENCH_RELAXED_LIMITS…). Prints
 * "ready <url>" once it answers.
 */
import { ConfigError, loadConfig } from "#server/config";
import { createLogger } from "#server/platform/logger/logger";
import { startServer } from "#server/server";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Rihla cannot start: the environment is invalid.\n${error.problems.map((p) => `  - ${p}`).join("\n")}`);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer({ config, logger: createLogger(config.LOG_LEVEL), pages: "none" });
  process.stdout.write(`ready ${running.url}\n`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error) => {
  console.error("api server failed:", error);
  process.exit(1);
});
