import type { PrayerCity } from "#shared/quick-tools/cities";
import type { PrayerTimesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { useApiRead, type ReadState } from "./use-api-read";

export const prayerTimesPath = (city: PrayerCity) => `/api/quick-tools/prayer-times?city=${encodeURIComponent(city)}`;

export function usePrayerTimes(city: PrayerCity): ReadState<PrayerTimesAnswer> {
  return useApiRead<PrayerTimesAnswer>(prayerTimesPath(city));
}
