import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrayerTimesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/quick-tools/prayer-times?city= (typed by the shared schema; the server parses with it). */
export const fetchPrayerTimes = (city: string, signal?: AbortSignal) =>
  apiFetch<PrayerTimesAnswer>(`/api/quick-tools/prayer-times?city=${encodeURIComponent(city)}`, { signal });

export const prayerTimesQuery = (city: string) =>
  queryOptions({ queryKey: ["quick-tools", "prayer-times", city], queryFn: ({ signal }) => fetchPrayerTimes(city, signal) });

export const usePrayerTimes = (city: string) => useQuery(prayerTimesQuery(city));
