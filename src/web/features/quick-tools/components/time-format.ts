import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { CITY_TIME_ZONE } from "#shared/quick-tools/cities";

/** "HH:mm" of the city's day, printed with the reader's digits (24-hour clock). */
export function formatHhmm(hhmm: string, language: Language): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 1, h, m),
  );
}

/** The city's wall clock at a moment, with seconds. */
export function formatCityClock(at: number, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: CITY_TIME_ZONE,
  }).format(at);
}

export function formatCityDate(at: number, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: CITY_TIME_ZONE,
    calendar: "gregory",
  }).format(at);
}

/** A countdown "h:mm:ss" with the reader's digits. */
export function formatCountdown(seconds: number, language: Language): string {
  const n = new Intl.NumberFormat(LANGUAGE_LOCALE[language], { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(LANGUAGE_LOCALE[language]).format(Math.floor(seconds / 3600))}:${n.format(Math.floor(seconds / 60) % 60)}:${n.format(seconds % 60)}`;
}
