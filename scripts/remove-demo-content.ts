import { ConfigError, loadConfig } from "#server/config";
import { runRemoveDemo } from "#server/db/seed/remove-demo-command";

/**
 * `npm run demo:remove`: deletes the demo content (rows the seed marked demo) from the configured
 * database — the PGlite data folder (DATA_DIR) or DATABASE_URL — in one transaction, and records it
 * so the next start does not seed it again. Staff accounts and the company's own rows stay.
 */
try {
  const result = await runRemoveDemo(loadConfig(), (line) => console.log(line));
  process.exitCode = result ? 0 : 1;
} catch (error) {
  if (error instanceof ConfigError) console.error(`demo:remove cannot start: the environment is invalid.\n${error.problems.map((p) => `  - ${p}`).join("\n")}`);
  else console.error("demo:remove failed; nothing was removed:", error);
  process.exitCode = 1;
}
