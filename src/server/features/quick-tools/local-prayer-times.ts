import { CalculationMethod, Coordinates, PrayerTimes } from "adhan";
import { CITY_TIME_ZONE, type City } from "#shared/quick-tools/cities";
import type { Timings } from "#shared/quick-tools/prayers";

/** Umm al-Qura sets Isha 90 minutes after Maghrib, and 120 during Ramadan. */
export const RAMADAN_ISHA_MINUTES = 120;

const hhmm = new Intl.DateTimeFormat("en-GB", { timeZone: CITY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23", numberingSystem: "latn" });

/**
 * The day's five prayers for a city, computed here with the Umm al-Qura method (no network).
 * `date` is the city's calendar date ("YYYY-MM-DD"); adhan reads the day from a local Date.
 */
export function computePrayerTimes(city: City, date: string, ramadan: boolean): Timings {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const params = CalculationMethod.UmmAlQura();
  if (ramadan) params.ishaInterval = RAMADAN_ISHA_MINUTES;
  const times = new PrayerTimes(new Coordinates(city.latitude, city.longitude), new Date(year, month - 1, day), params);
  return {
    Fajr: hhmm.format(times.fajr),
    Dhuhr: hhmm.format(times.dhuhr),
    Asr: hhmm.format(times.asr),
    Maghrib: hhmm.format(times.maghrib),
    Isha: hhmm.format(times.isha),
  };
}
