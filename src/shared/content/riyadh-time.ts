/**
 * Asia/Riyadh is UTC+3 all year (no daylight saving), so a wall-clock time there converts with a
 * fixed offset; Intl is not needed for the round trip and both sides compute the same instant.
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "2026-05-01T14:30" (an <input type="datetime-local"> value, read as Riyadh time) → the UTC instant, or null. */
export function riyadhLocalToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - RIYADH_OFFSET_MS;
  const date = new Date(utc);
  // Refuses 2026-02-31 and the like instead of rolling over into March.
  return new Date(utc + RIYADH_OFFSET_MS).getUTCDate() === d ? date : null;
}

/** The UTC instant → "2026-05-01T14:30" in Riyadh, for the same input. */
export function dateToRiyadhLocal(date: Date): string {
  return new Date(date.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}
