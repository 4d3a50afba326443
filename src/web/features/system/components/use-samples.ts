import { useEffect, useState } from "react";
import type { SystemStatus } from "#shared/system/system-status";

/** Samples kept for the charts: 3 minutes at one every 3 seconds. */
const KEEP = 60;

/** The dashboard's history, built from each answer as it arrives (a fresh page starts empty). */
export function useSamples(status: SystemStatus | undefined): SystemStatus[] {
  const [samples, setSamples] = useState<SystemStatus[]>([]);
  useEffect(() => {
    if (!status) return;
    setSamples((previous) => (previous.at(-1)?.at === status.at ? previous : [...previous, status].slice(-KEEP)));
  }, [status]);
  return samples;
}
