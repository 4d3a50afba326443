/** How many archives are kept (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
export interface Retention {
  daily: number;
  weekly: number;
}

/** The company's calendar day in Makkah time (UTC+3 all year, no daylight saving). */
function riyadhDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The Monday that starts the Makkah-time week of `at` (ISO weeks start on Monday). */
function riyadhWeek(at: Date): string {
  const local = new Date(at.getTime() + 3 * 3_600_000);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which archives to delete: kept are the newest archive of each of the last `daily` days that
 * have one, and the newest of each of the last `weekly` weeks that have one (a week's newest
 * may be a daily one too). The newest archive is always kept.
 */
export function archivesToDelete<T extends { at: Date }>(archives: readonly T[], retention: Retention): T[] {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<T>(newestFirst.slice(0, 1));
  const pick = (periodOf: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const archive of newestFirst) {
      const period = periodOf(archive.at);
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      keep.add(archive);
    }
  };
  pick(riyadhDay, retention.daily);
  pick(riyadhWeek, retention.weekly);
  return newestFirst.filter((archive) => !keep.has(archive));
}
