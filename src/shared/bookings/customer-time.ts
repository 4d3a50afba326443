import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { RIYADH_TIME_ZONE } from "./riyadh-time";

/*
 * Every time a customer reads (the booking link, the emails and WhatsApp messages) is Makkah time
 * and says so; when the customer lives in another zone, their own time is given beside it, with
 * the zone's name, so "14:30" is never guessed at from London or Jakarta.
 */
export type CustomerTimeStyle = "full" | "medium";

const MAKKAH_LABEL: Record<Language, string> = { en: "Makkah time", ar: "بتوقيت مكة المكرمة" };
const OWN_LABEL: Record<Language, string> = { en: "Your time", ar: "بتوقيتك" };

export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, to tell whether two zones read the same there. */
function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short", timeZone, hourCycle: "h23" }).format(at);
}

/** "Friday 27 November 2026 at 14:30 Makkah time" (the Gregorian calendar pinned: ar-SA defaults to Umm al-Qura in some engines). */
export function makkahTime(at: Date | string, language: Language, style: CustomerTimeStyle = "full"): string {
  const text = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    dateStyle: style,
    timeStyle: "short",
    timeZone: RIYADH_TIME_ZONE,
    calendar: "gregory",
  }).format(new Date(at));
  return `${text} ${MAKKAH_LABEL[language]}`;
}

/**
 * "Your time: Fri 27 Nov, 11:30 Greenwich Mean Time", or null when the zone is unknown or reads
 * the same clock as Makkah at that instant (nothing to add).
 */
export function ownTime(at: Date | string, language: Language, zone: string | null | undefined, style: CustomerTimeStyle = "full"): string | null {
  const instant = new Date(at);
  if (!isTimeZone(zone) || Number.isNaN(instant.getTime())) return null;
  if (wallClock(instant, zone) === wallClock(instant, RIYADH_TIME_ZONE)) return null;
  const text = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: style === "full" ? "long" : "short",
    calendar: "gregory",
  }).format(instant);
  return `${OWN_LABEL[language]}: ${text}`;
}

/** Both, in one line for a message: "… Makkah time (Your time: …)". */
export function customerTimeLine(at: Date | string, language: Language, zone: string | null | undefined): string {
  const own = ownTime(at, language, zone);
  return own ? `${makkahTime(at, language)} (${own})` : makkahTime(at, language);
}
