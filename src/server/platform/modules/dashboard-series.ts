import type { DashboardPoint } from "./dashboard-tile";

/** Makkah time is UTC+3 all year (no daylight saving), so a day there starts at 21:00 UTC. */
const MAKKAH_OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** "YYYY-MM-DD" of the Makkah day `at` falls in. */
export const makkahDay = (at: Date): string => new Date(at.getTime() + MAKKAH_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant (UTC) of the Makkah day `daysAgo` days before today's. */
export function makkahDayStart(now: Date, daysAgo = 0): Date {
  const day = makkahDay(now);
  return new Date(Date.parse(`${day}T00:00:00Z`) - MAKKAH_OFFSET_MS - daysAgo * DAY_MS);
}

/** The Monday ("YYYY-MM-DD") of the Makkah week `at` falls in. */
export function makkahWeek(at: Date): string {
  const local = new Date(at.getTime() + MAKKAH_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One point per day (or week) for the last `count` of them, oldest first, zero where nothing
 * happened: the database answers only the days that have rows.
 */
export function filledSeries(rows: { at: Date; value: number }[], now: Date, count: number, unit: "day" | "week"): DashboardPoint[] {
  const keyOf = unit === "day" ? makkahDay : makkahWeek;
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(keyOf(row.at), (totals.get(keyOf(row.at)) ?? 0) + row.value);
  const step = unit === "day" ? DAY_MS : 7 * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const at = keyOf(new Date(now.getTime() - (count - 1 - index) * step));
    return { at, value: totals.get(at) ?? 0 };
  });
}
