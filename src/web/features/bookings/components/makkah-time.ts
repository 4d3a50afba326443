import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/*
 * Times a customer reads are Makkah time (Asia/Riyadh), with the hour and AM/PM in full in the
 * page's language; the customer's own time beside them when their phone is set elsewhere. Only
 * the browser knows that zone: the helpers below that read it run after hydration.
 */
const RIYADH_OFFSET_MINUTES = -180;

const format = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { calendar: "gregory", hourCycle: "h12", ...options });

/** "Friday 4 December 2026 at 2:30 pm" in Makkah time (the hour unpadded, the period in full). */
export function makkahDateTime(iso: string, language: Language): string {
  return format(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Riyadh",
  }).format(new Date(iso));
}

/** "2:30 pm" in Makkah time. */
export function makkahTime(iso: string, language: Language): string {
  return format(language, { hour: "numeric", minute: "2-digit", timeZone: "Asia/Riyadh" }).format(new Date(iso));
}

/** "Thursday, 3 December" in Makkah time. */
export function makkahDay(iso: string, language: Language): string {
  return format(language, { weekday: "long", day: "numeric", month: "long", timeZone: "Asia/Riyadh" }).format(new Date(iso));
}

/**
 * The same instant in the browser's own zone ("11:30 am, Thu 3 Dec, GMT"), or null when the
 * browser keeps Makkah's offset at that instant (nothing to add) or the instant is not valid.
 */
export function ownTimeBeside(iso: string, language: Language): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime()) || instant.getTimezoneOffset() === RIYADH_OFFSET_MINUTES) return null;
  return format(language, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(instant);
}

/** A pickup between midnight and 5 am: easily meant as the evening before, so the form asks once. */
export const isNightTime = (time: string): boolean => /^0[0-4]:\d{2}$/.test(time);
