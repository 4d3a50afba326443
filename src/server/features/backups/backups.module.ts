import path from "node:path";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import type { ModuleContext } from "#server/platform/modules/module-context";
import { effectiveIntegration } from "#server/platform/settings/integration-values";
import { createFolderBackupStore } from "./backup-store";
import { backupsAdminRoutes, backupsLocalRoutes } from "./backups.routes";
import { createBackupsService } from "./backups.service";
import { createS3BackupStore } from "./s3-backup-store";

export const BACKUP_TASK = "backups.snapshot";

/**
 * Backups that need no other software (README "Backups"): on a schedule, one .tar.gz with PGlite's
 * dump of its data folder and the uploaded files, kept 7 daily and 4 weekly by default, in
 * BACKUP_DIR or the object storage bucket. On PostgreSQL only the files are archived.
 */
export const backupsModule: FeatureModuleFactory = (ctx) => {
  const backups = backupsServiceFor(ctx);
  return {
    name: "backups",
    adminRoutes: backupsAdminRoutes({ backups }),
    routes: [backupsLocalRoutes({ backups, token: ctx.localControlToken })],
    schedules: ctx.config.BACKUP_SCHEDULE === "off" ? [] : [{ name: BACKUP_TASK, pattern: ctx.config.BACKUP_SCHEDULE, run: () => backups.backUp() }],
  };
};

/** The service as the module and `npm run backup` (with the server stopped) build it. */
export function backupsServiceFor(ctx: ModuleContext) {
  const folder = createFolderBackupStore(ctx.config.backupDir);
  return createBackupsService({
    snapshot: ctx.snapshotDatabase,
    filesRoot: path.join(ctx.config.dataDir, "files"),
    workDir: ctx.config.backupDir,
    store: async () => {
      const s3 = await effectiveIntegration(ctx, "objectStorage");
      if (!s3.bucket || !s3.accessKeyId || !s3.secretAccessKey) return folder;
      return createS3BackupStore({
        endpoint: s3.endpoint,
        region: s3.region || "us-east-1",
        bucket: s3.bucket,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
    },
    settings: ctx.settings,
    retention: { daily: ctx.config.BACKUP_KEEP_DAILY, weekly: ctx.config.BACKUP_KEEP_WEEKLY },
    schedule: ctx.config.BACKUP_SCHEDULE,
    version: ctx.runtime.version,
    logger: ctx.logger,
  });
}
