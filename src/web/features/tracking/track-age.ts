import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { CONNECTION_LOST_AFTER_MS } from "#shared/tracking/tracking-constants";

/** How old the newest fix is, by the server's clock (the page measured the offset when it got the view). */
export function fixAgeMs(recordedAt: string, clientNow: number, serverOffsetMs: number): number {
  return Math.max(0, clientNow + serverOffsetMs - Date.parse(recordedAt));
}

export const isConnectionLost = (ageMs: number) => ageMs > CONNECTION_LOST_AFTER_MS;

/** "8 seconds ago", "3 minutes ago", "قبل ٨ ثوانٍ": Intl's relative time, whose plural forms cover Arabic's six. */
export function formatAge(ageMs: number, language: Language): string {
  const seconds = Math.round(ageMs / 1000);
  // "Updated now", not "updated 0 seconds ago" (a fix arriving over the realtime channel is well under a second old).
  const format = new Intl.RelativeTimeFormat(LANGUAGE_LOCALE[language], { numeric: seconds === 0 ? "auto" : "always", style: "long" });
  if (seconds < 60) return format.format(-seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, "minute");
  return format.format(-Math.floor(minutes / 60), "hour");
}

/** "3.2 km", "450 m", in the page's language and digits. */
export function formatDistance(meters: number, language: Language): string {
  const locale = LANGUAGE_LOCALE[language];
  if (meters < 1000) return new Intl.NumberFormat(locale, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(Math.round(meters / 10) * 10);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: meters < 10_000 ? 1 : 0 }).format(meters / 1000);
}
