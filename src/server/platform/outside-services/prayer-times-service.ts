import { z } from "zod";
import type { City } from "#shared/quick-tools/cities";
import { PRAYERS, type Timings } from "#shared/quick-tools/prayers";
import { fetchJson, OUTSIDE_SERVICE_TIMEOUT_MS } from "./fetch-json";

export const PRAYER_TIMES_API_URL = "https://api.aladhan.com/v1/timings";
/** The spec's method 4: Umm al-Qura University, Makkah. */
export const PRAYER_TIMES_METHOD = 4;

// The service may suffix a time with its zone ("04:52 (+03)"); only HH:mm is kept.
const time = z
  .string()
  .regex(/^\s*([01]\d|2[0-3]):[0-5]\d/)
  .transform((value) => value.trim().slice(0, 5));
const answerSchema = z.object({
  data: z.object({ timings: z.object(Object.fromEntries(PRAYERS.map((p) => [p, time])) as Record<(typeof PRAYERS)[number], typeof time>) }),
});

export interface PrayerTimesService {
  timings(city: City): Promise<Timings>;
}

/** The prayer-times service (spec section 7): asked with latitude, longitude and method=4; reads data.timings. */
export function createPrayerTimesService(options: { baseUrl?: string; timeoutMs?: number } = {}): PrayerTimesService {
  return {
    async timings(city) {
      const url = new URL(options.baseUrl ?? PRAYER_TIMES_API_URL);
      url.searchParams.set("latitude", String(city.latitude));
      url.searchParams.set("longitude", String(city.longitude));
      url.searchParams.set("method", String(PRAYER_TIMES_METHOD));
      const answer = await fetchJson("prayer-times", url.href, answerSchema, options.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS);
      return answer.data.timings;
    },
  };
}
