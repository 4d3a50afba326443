import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BackupStatus } from "#shared/backups/backup-status";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/backups (asked again every minute while the system dashboard is open). */
export const fetchBackupStatus = () => adminFetch<BackupStatus>("/api/admin/backups");
export const backupStatusQuery = () => queryOptions({ queryKey: ["backups", "status"], queryFn: fetchBackupStatus, refetchInterval: 60_000 });
export const useBackupStatus = () => useQuery(backupStatusQuery());
