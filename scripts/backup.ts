import { ConfigError, loadConfig } from "#server/config";
import { runBackupCommand } from "#server/features/backups/backup-commands";
import { VERSION } from "#server/server";

/** `npm run backup`: one archive of the database and the uploaded files now (README "Backups"). */
try {
  process.exitCode = (await runBackupCommand(loadConfig(), VERSION, (line) => console.log(line))) ? 0 : 1;
} catch (error) {
  if (error instanceof ConfigError) console.error(`backup cannot start: the environment is invalid.\n${error.problems.map((p) => `  - ${p}`).join("\n")}`);
  else console.error("backup failed:", error);
  process.exitCode = 1;
}
