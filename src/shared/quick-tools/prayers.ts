/** The five daily prayers the spec shows, in the order of the day. */
export const PRAYERS = ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"] as const;
export type Prayer = (typeof PRAYERS)[number];

/** "HH:mm" in the city's time, 24-hour clock. */
export type Timings = Record<Prayer, string>;

const minutesOf = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/**
 * The spec's next prayer (section 4): the first of the day's five later than now, otherwise
 * Fajr. `now` is the city's wall-clock time, "HH:mm" or "HH:mm:ss"; a prayer at the current
 * minute has begun, so it is not "later than now".
 */
export function nextPrayer(timings: Timings, now: string): Prayer {
  const [h = "0", m = "0", s = "0"] = now.split(":");
  const nowSeconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return PRAYERS.find((prayer) => minutesOf(timings[prayer]) * 60 > nowSeconds) ?? "Fajr";
}

/**
 * Seconds from `now` (city wall-clock, "HH:mm:ss") until the next prayer; after Isha the
 * countdown runs to tomorrow's Fajr, taken as today's Fajr time (they differ by a minute at most).
 */
export function secondsUntil(timings: Timings, prayer: Prayer, now: string): number {
  const [h = "0", m = "0", s = "0"] = now.split(":");
  const nowSeconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  const target = minutesOf(timings[prayer]) * 60;
  return target > nowSeconds ? target - nowSeconds : target + 86_400 - nowSeconds;
}
