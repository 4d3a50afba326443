import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/**
 * Dates with times (the back office's lists, timelines, a customer's booking history). DESIGN:
 * times are stored in UTC and shown in Asia/Riyadh unless the viewer chooses otherwise; the back
 * office's viewer may choose their device's zone (staff-session/viewer-time-zone.ts), and times
 * then say which zone they are in. Kept out of format.ts, which every public page loads.
 */
export const MAKKAH_TIME_ZONE = "Asia/Riyadh";
let viewerTimeZone: string | null = null;

/** The viewer's own zone, or null for Makkah time. Set in the browser only, after hydration. */
export function showTimesIn(zone: string | null): void {
  viewerTimeZone = zone;
}

export function formatDateTime(iso: string | Date, language: Language): string {
  const at = new Date(iso);
  const timeZone = viewerTimeZone ?? MAKKAH_TIME_ZONE;
  // The Gregorian calendar is pinned: ar-SA defaults to Umm al-Qura in some engines and not others.
  const text = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { dateStyle: "medium", timeStyle: "short", timeZone, calendar: "gregory" }).format(at);
  if (!viewerTimeZone) return text;
  // dateStyle cannot be combined with timeZoneName: the zone's short name is asked for on its own.
  const zone = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName");
  return zone ? `${text} ${zone.value}` : text;
}
