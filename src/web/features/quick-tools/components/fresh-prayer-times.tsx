import { useEffect } from "react";
import type { PrayerTimesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { withQueryProvider } from "#web/lib/query-provider";
import { usePrayerTimes } from "../api/prayer-times";

export interface FreshAnswer {
  data: PrayerTimesAnswer;
  receivedAt: number;
}

/**
 * Reads a city's prayer times (and the server's clock) again from the browser and hands the
 * answer up; draws nothing. Loaded after hydration, so /makkah-live's first load stays free of
 * the query library while the page itself comes server-rendered (possibly from a cache).
 */
function FreshPrayerTimes({ city, onAnswer }: { city: string; onAnswer: (answer: FreshAnswer) => void }) {
  const { data, dataUpdatedAt } = usePrayerTimes(city);
  useEffect(() => {
    if (data) onAnswer({ data, receivedAt: dataUpdatedAt });
  }, [data, dataUpdatedAt, onAnswer]);
  return null;
}

export default withQueryProvider(FreshPrayerTimes);
