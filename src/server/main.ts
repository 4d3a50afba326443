import { ConfigError, loadConfig } from "./config";
import { startServer } from "./server";
import { createLogger } from "./platform/logger/logger";

/** `npm start` / `npm run dev`: validate the environment, then serve everything from one process. */
async function main() {
  // The bundled server (and the pages' server build) carry source maps: the error log and the
  // console then show the server's stacks in src/ files and lines, not in build/ ones.
  process.setSourceMapsEnabled(true);
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
  const logger = createLogger(config.LOG_LEVEL);
  const dev = process.argv.includes("--dev");
  const running = await startServer({ config, logger, pages: dev ? "development" : "production" });

  const lines = [
    "",
    "  Rihla is running",
    `  Site:      ${running.url}/`,
    `  Arabic:    ${running.url}/ar`,
    `  Admin:     ${running.url}/admin`,
    `  Database:  ${running.database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  ];
  if (running.admin?.created) {
    lines.push(`  Admin account created: ${running.admin.email}`);
    if (running.admin.generatedPassword) {
      lines.push(`  Generated password (shown this once, never again): ${running.admin.generatedPassword}`);
    }
  } else if (running.admin) {
    lines.push(`  Admin account: ${running.admin.email}`);
  }
  if (running.seeded) lines.push("  Demo content seeded.");
  // A plain block on stdout, not the structured log, so the password never reaches log storage.
  process.stdout.write(`${lines.join("\n")}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error("Rihla failed to start:", error);
  process.exit(1);
});
