/** A backup is overdue when the last good one is older than this (the schedule is daily). */
export const BACKUP_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/backups: the last backups as the system dashboard shows them. */
export interface BackupStatus {
  /** False when nothing is backed up here (DATABASE_URL and object storage: pg_dump and the bucket's own versioning). */
  enabled: boolean;
  /** What an archive holds: PGlite's data folder and the uploaded files, or the files only (DATABASE_URL). */
  contents: "database-and-files" | "files";
  /** Where archives are kept: "folder" (BACKUP_DIR) or "s3" (the object storage bucket). */
  destination: "folder" | "s3";
  schedule: string;
  keep: { daily: number; weekly: number };
  lastSuccess: { at: string; bytes: number; ms: number; name: string } | null;
  lastFailure: { at: string; message: string } | null;
  /** Archives kept now. */
  kept: number;
}

/** What the dashboard warns about: no good backup within a day, or a failure since the last good one. */
export function backupWarning(status: BackupStatus, now: number): "failed" | "stale" | "never" | null {
  if (!status.enabled) return null;
  const lastGood = status.lastSuccess ? Date.parse(status.lastSuccess.at) : null;
  if (status.lastFailure && (lastGood === null || Date.parse(status.lastFailure.at) > lastGood)) return "failed";
  if (lastGood === null) return "never";
  return now - lastGood > BACKUP_STALE_AFTER_MS ? "stale" : null;
}
