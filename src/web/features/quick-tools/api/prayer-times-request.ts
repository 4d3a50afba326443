import type { PrayerTimesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/**
 * GET /api/quick-tools/prayer-times?city= (typed by the shared schema; the server parses with it).
 * Apart from the query library's hooks, so /makkah-live can read it without that library.
 */
export const fetchPrayerTimes = (city: string, signal?: AbortSignal) =>
  apiFetch<PrayerTimesAnswer>(`/api/quick-tools/prayer-times?city=${encodeURIComponent(city)}`, { signal });
