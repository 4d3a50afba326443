import { useEffect, useState } from "react";
import { SYSTEM_HISTORY_SECONDS, type SystemSample } from "#shared/system/system-status";

/**
 * The charts' points: the server's last three minutes (its history) first, then each live answer
 * as it arrives, keeping three minutes.
 */
export function useSamples(history: SystemSample[] | undefined, latest: SystemSample | undefined): SystemSample[] {
  const [samples, setSamples] = useState<SystemSample[]>([]);
  useEffect(() => {
    if (history) setSamples((previous) => merge(history, previous));
  }, [history]);
  useEffect(() => {
    if (latest) setSamples((previous) => merge(previous, [latest]));
  }, [latest]);
  return samples;
}

function merge(first: SystemSample[], second: SystemSample[]): SystemSample[] {
  const byTime = new Map<string, SystemSample>();
  for (const sample of [...first, ...second]) byTime.set(sample.at, sample);
  const sorted = [...byTime.values()].sort((a, b) => a.at.localeCompare(b.at));
  const newest = sorted.length ? Date.parse(sorted.at(-1)!.at) : 0;
  return sorted.filter((sample) => Date.parse(sample.at) >= newest - SYSTEM_HISTORY_SECONDS * 1000);
}
