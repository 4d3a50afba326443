import { CITY_TIME_ZONE } from "./cities";

/** A moment as the cities' wall clock shows it: "YYYY-MM-DD" and "HH:mm:ss" (Asia/Riyadh). */
export function cityClock(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: CITY_TIME_ZONE,
      calendar: "gregory",
      numberingSystem: "latn",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/**
 * The Umm al-Qura Hijri month (1–12) of a moment in the cities' time zone; Ramadan is 9.
 * Read from Intl's `islamic-umalqura` calendar, so it needs no table of our own.
 */
export function hijriMonth(at: Date): number {
  const month = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", { timeZone: CITY_TIME_ZONE, month: "numeric" })
    .formatToParts(at)
    .find((part) => part.type === "month")?.value;
  return Number(month);
}

export const RAMADAN_MONTH = 9;
export const isRamadan = (at: Date) => hijriMonth(at) === RAMADAN_MONTH;
