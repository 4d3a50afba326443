import { ConfigError, loadConfig } from "#server/config";
import { runRestoreCommand } from "#server/features/backups/backup-commands";

/** `npm run restore -- <archive> [--into <folder>]` (README "Backups"). */
try {
  process.exitCode = (await runRestoreCommand(loadConfig(), process.argv.slice(2), (line) => console.log(line))) ? 0 : 1;
} catch (error) {
  if (error instanceof ConfigError) console.error(`restore cannot start: the environment is invalid.\n${error.problems.map((p) => `  - ${p}`).join("\n")}`);
  else console.error("restore failed:", error);
  process.exitCode = 1;
}
