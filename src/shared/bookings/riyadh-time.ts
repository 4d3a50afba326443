/*
 * Asia/Riyadh has been UTC+3 all year, with no daylight saving, since 1947; a fixed offset gives
 * the same calendar day as the time-zone database (riyadh-time.test.ts checks it against Intl)
 * without building an Intl formatter on every price computed on the hot booking path.
 */
export const RIYADH_TIME_ZONE = "Asia/Riyadh";
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Asia/Riyadh calendar day of an instant, "YYYY-MM-DD" (23:30 UTC is already the next day). */
export function riyadhDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("riyadhDate: invalid date");
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written "YYYY-MM-DD" (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
