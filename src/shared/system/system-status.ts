/** GET /api/admin/system/status: this server process as the system dashboard shows it. */
export interface SystemStatus {
  at: string;
  process: { pid: number; version: string; node: string; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  requests: { group: string; requestsPerSecond: number; p95Ms: number | null; errorRate: number; requests: number }[];
  /** 5xx share of every request in the last 30 seconds. */
  errorRate: number;
  openErrorGroups: number;
  outbox: { queued: number; failed: number; oldestQueuedAt: string | null };
  scheduler: {
    name: string;
    pattern: string;
    lastRunAt: string | null;
    lastOutcome: "ran" | "skipped" | "failed" | null;
    lastMs: number | null;
    nextRunAt: string | null;
  }[];
  outsideServices: {
    service: string;
    lastSuccessAt: string | null;
    lastFailureAt: string | null;
    lastError: string | null;
    lastMs: number | null;
    calls: number;
    failures: number;
  }[];
  database: { kind: "pglite" | "postgres"; sizeBytes: number | null; ok: boolean };
  /** Open sockets of this process's realtime hub (null from a server without one). */
  realtimeConnections: number | null;
  metricsTokenSet: boolean;
}

/** One point of the dashboard's charts: what GET /api/admin/system/history keeps for 3 minutes. */
export type SystemSample = Pick<SystemStatus, "at" | "eventLoop"> & {
  process: Pick<SystemStatus["process"], "rssBytes" | "heapUsedBytes">;
  requests: Pick<SystemStatus["requests"][number], "group" | "requestsPerSecond" | "p95Ms">[];
};

/** The charts' window and step: the last 3 minutes, one point every 3 seconds. */
export const SYSTEM_HISTORY_SECONDS = 180;
export const SYSTEM_SAMPLE_MS = 3_000;
