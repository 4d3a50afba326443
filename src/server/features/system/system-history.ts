import type { RequestMetrics } from "#server/platform/metrics/request-metrics";
import type { BackgroundWorker } from "#server/platform/modules/feature-module";
import { SYSTEM_HISTORY_SECONDS, SYSTEM_SAMPLE_MS, type SystemSample } from "#shared/system/system-status";

/**
 * The last three minutes of this process, sampled every 3 seconds whether or not anyone watches,
 * so the system dashboard's charts open with the figures already known instead of empty.
 */
export function createSystemHistory(metrics: RequestMetrics) {
  const samples: SystemSample[] = [];
  const keep = SYSTEM_HISTORY_SECONDS / (SYSTEM_SAMPLE_MS / 1000);

  function sample(): SystemSample {
    const memory = process.memoryUsage();
    return {
      at: new Date().toISOString(),
      process: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      eventLoop: metrics.eventLoop(),
      requests: metrics.groups().map(({ group, requestsPerSecond, p95Ms }) => ({ group, requestsPerSecond, p95Ms })),
    };
  }

  const worker: BackgroundWorker = {
    name: "system.history",
    start() {
      const timer = setInterval(() => {
        samples.push(sample());
        if (samples.length > keep) samples.splice(0, samples.length - keep);
      }, SYSTEM_SAMPLE_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };

  return {
    worker,
    /** The samples kept, oldest first, ending with one taken now. */
    recent: (): SystemSample[] => [...samples, sample()],
  };
}
export type SystemHistory = ReturnType<typeof createSystemHistory>;
