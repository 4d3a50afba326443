import { useEffect, useState } from "react";
import type { PrayerTimesAnswer } from "#shared/quick-tools/quick-tools.schema";
import { fetchPrayerTimes } from "./prayer-times-request";

export interface FreshAnswer {
  data: PrayerTimesAnswer;
  /** When the answer arrived (Date.now()), to turn its serverTime into a clock offset. */
  receivedAt: number;
}

const RETRY_AFTER_MS = 2_000;

/** Only a lost connection or a server failure may answer differently on a second try. */
const retryable = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status === 0 || status >= 500;
};

/**
 * A city's prayer times and the server's clock, read once more from the browser after
 * hydration: /makkah-live may come from a shared cache, so its server-rendered times and clock
 * can be minutes old. A plain fetch rather than the query library, which would add about 13 KB
 * to the page's first load for one request. As the query cache does (spec §8, §9): one retry
 * after a lost connection or a server failure, and a failure is only logged, the page keeping
 * the times it came with.
 */
export function useFreshPrayerTimes(city: string): FreshAnswer | null {
  const [fresh, setFresh] = useState<FreshAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const read = (attempt: number) => {
      fetchPrayerTimes(city, controller.signal).then(
        (data) => setFresh({ data, receivedAt: Date.now() }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (attempt === 0 && retryable(error)) retryTimer = setTimeout(() => read(1), RETRY_AFTER_MS);
          else console.warn(`Request ["quick-tools","prayer-times","${city}"] failed`, error);
        },
      );
    };
    read(0);
    return () => {
      controller.abort();
      clearTimeout(retryTimer);
    };
  }, [city]);
  return fresh;
}
