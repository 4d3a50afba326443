import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { dataFolderUse, LOCK_FILE, type FolderUse } from "#server/platform/data-folder/data-folder-lock";
import { createLogger } from "#server/platform/logger/logger";
import { createModuleContext } from "#server/platform/modules/module-context";
import { backupsServiceFor } from "./backups.module";
import { restoreArchive, RestoreError } from "./backup-restore";

type Print = (line: string) => void;

const MB = 1024 * 1024;
const size = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function unknownHolder(use: Extract<FolderUse, { state: "unknown" }>, dataDir: string): string {
  return (
    `Process ${use.lock.pid} holds ${path.join(dataDir, LOCK_FILE)} but does not answer at ${use.lock.url}. ` +
    `If no Rihla server runs on this folder, delete that file and try again.`
  );
}

/**
 * `npm run backup`. PGlite's folder must never be opened by two processes: when a server runs on
 * it (its lock file names it and it answers), the server takes the backup, asked with the lock's
 * token; otherwise this process opens the database itself and takes it.
 */
export async function runBackupCommand(config: ServerConfig, version: string, print: Print): Promise<boolean> {
  const use = await dataFolderUse(config.dataDir);
  if (use.state === "unknown") {
    print(unknownHolder(use, config.dataDir));
    return false;
  }
  if (use.state === "server") {
    const response = await fetch(`${use.lock.url}/api/backups/run`, { method: "POST", headers: { Authorization: `Bearer ${use.lock.token}` } });
    const body = (await response.json().catch(() => ({}))) as { name?: string; bytes?: number; ms?: number; destination?: string; error?: string };
    if (response.status !== 201) {
      print(`The running server (pid ${use.lock.pid}) could not take the backup: ${body.error ?? response.status}`);
      return false;
    }
    print(
      `Backup taken by the running server (pid ${use.lock.pid}): ${body.name}, ${size(body.bytes ?? 0)} in ${body.ms} ms (${body.destination === "s3" ? "object storage bucket, backups/" : config.backupDir}).`,
    );
    return true;
  }
  if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) {
    print(`There is no database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
    return false;
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const context = createModuleContext({ database, config, logger: createLogger("silent"), isReady: () => false, version });
    const result = await backupsServiceFor(context).backUp();
    print(
      `Backup taken: ${result.name}, ${size(result.bytes)} in ${result.ms} ms (${result.destination === "s3" ? "object storage bucket, backups/" : config.backupDir}).`,
    );
    if (config.DATABASE_URL) print('DATABASE_URL is set: this archive holds the uploaded files only. Back the database up with pg_dump (README "Backups").');
    if (result.deleted.length) print(`Older archives removed by the retention rule: ${result.deleted.join(", ")}`);
    return true;
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore <archive> [--into <folder>]`: into DATA_DIR, or into another folder (to look
 * at a backup, or to prepare a new machine). Refused while a server uses the target folder.
 */
export async function runRestoreCommand(config: ServerConfig, args: string[], print: Print): Promise<boolean> {
  const intoAt = args.indexOf("--into");
  const into = intoAt === -1 ? null : args[intoAt + 1];
  const archive = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--into");
  if (!archive || (intoAt !== -1 && !into)) {
    print("Usage: npm run restore -- <backup .tar.gz> [--into <folder>]   (default folder: DATA_DIR)");
    return false;
  }
  if (!existsSync(archive)) {
    print(`There is no file ${archive}.`);
    return false;
  }
  const target = path.resolve(into ?? config.dataDir);
  const use = await dataFolderUse(target);
  if (use.state === "server") {
    print(`Refused: a Rihla server (pid ${use.lock.pid}, ${use.lock.url}) is using ${target}. Stop it first, then restore.`);
    return false;
  }
  if (use.state === "unknown") {
    print(`Refused: ${unknownHolder(use, target)}`);
    return false;
  }
  try {
    const result = await restoreArchive(path.resolve(archive), target);
    print(`Restored ${path.basename(archive)} (taken ${result.manifest.createdAt}) into ${target}:`);
    print(`  database: ${result.database ? "yes (PGlite)" : "not in this archive"}; files: ${result.files}`);
    if (result.setAside) print(`  what the folder held before is in ${result.setAside}`);
    if (config.DATABASE_URL && !into) print('DATABASE_URL is set: the server will use PostgreSQL, not the restored PGlite database (README "Backups").');
    return true;
  } catch (error) {
    if (error instanceof RestoreError) {
      print(`Restore refused: ${error.message}`);
      return false;
    }
    throw error;
  }
}
