import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPrayerTimes } from "./prayer-times-request";

export const prayerTimesQuery = (city: string) =>
  queryOptions({ queryKey: ["quick-tools", "prayer-times", city], queryFn: ({ signal }) => fetchPrayerTimes(city, signal) });

export const usePrayerTimes = (city: string) => useQuery(prayerTimesQuery(city));
