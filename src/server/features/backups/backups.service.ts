import path from "node:path";
import type { BackupStatus } from "#shared/backups/backup-status";
import type { Logger } from "#server/platform/logger/logger";
import type { SettingsRepository } from "#server/platform/settings/settings.repository";
import { archiveName, writeArchive } from "./backup-archive";
import { archivesToDelete, type Retention } from "./backup-retention";
import type { BackupStore } from "./backup-store";

/** The last outcomes, in the settings table: every process (and the dashboard) reads the same. */
const STATUS_KEY = "backup_status";

interface StoredStatus {
  lastSuccess: BackupStatus["lastSuccess"];
  lastFailure: BackupStatus["lastFailure"];
}

export interface BackupResult {
  name: string;
  bytes: number;
  ms: number;
  deleted: string[];
  destination: BackupStore["kind"];
}

export interface BackupsDeps {
  /** PGlite's dump of its data folder; null on PostgreSQL (pg_dump's job, README "Backups"). */
  snapshot: (() => Promise<Uint8Array>) | null;
  /** The uploaded files' folder in the data folder. */
  filesRoot: string;
  /** Where archives are written first (and kept, unless the store is the bucket). */
  workDir: string;
  /** The store in force: the bucket when object storage is configured, else the folder. */
  store: () => Promise<BackupStore>;
  settings: SettingsRepository;
  retention: Retention;
  schedule: string;
  version: string;
  logger: Logger;
}

function storedStatusFrom(value: unknown): StoredStatus {
  const stored = (value ?? {}) as Partial<StoredStatus>;
  return { lastSuccess: stored.lastSuccess ?? null, lastFailure: stored.lastFailure ?? null };
}

export function createBackupsService(deps: BackupsDeps) {
  let running: Promise<BackupResult> | null = null;

  async function record(change: Partial<StoredStatus>) {
    await deps.settings.set(STATUS_KEY, { ...storedStatusFrom(await deps.settings.get(STATUS_KEY)), ...change });
  }

  async function take(): Promise<BackupResult> {
    const started = performance.now();
    const at = new Date();
    try {
      const store = await deps.store();
      const name = archiveName(at);
      const local = path.join(deps.workDir, name);
      const database = deps.snapshot ? await deps.snapshot() : null;
      const bytes = await writeArchive({ target: local, at, version: deps.version, database, filesRoot: deps.filesRoot });
      await store.keep(local, name);
      const deleted = archivesToDelete(await store.list(), deps.retention).map((archive) => archive.name);
      for (const old of deleted) await store.delete(old);
      const ms = Math.round(performance.now() - started);
      await record({ lastSuccess: { at: at.toISOString(), bytes, ms, name } });
      deps.logger.info({ name, bytes, ms, deleted: deleted.length, destination: store.kind }, "backup taken");
      return { name, bytes, ms, deleted, destination: store.kind };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      await record({ lastFailure: { at: at.toISOString(), message } }).catch(() => {});
      deps.logger.error({ err: error }, "backup failed");
      throw error;
    }
  }

  return {
    /** Takes a backup now; a call while one is under way waits for that one instead of starting another. */
    backUp(): Promise<BackupResult> {
      running ??= take().finally(() => {
        running = null;
      });
      return running;
    },

    async status(): Promise<BackupStatus> {
      const stored = storedStatusFrom(await deps.settings.get(STATUS_KEY));
      const store = await deps.store();
      const kept = await store.list().catch(() => []);
      return {
        enabled: deps.schedule !== "off",
        contents: deps.snapshot ? "database-and-files" : "files",
        destination: store.kind,
        schedule: deps.schedule,
        keep: deps.retention,
        ...stored,
        kept: kept.length,
      };
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
