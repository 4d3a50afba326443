import { monitorEventLoopDelay } from "node:perf_hooks";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** Requests are told apart by kind, never by raw path (unbounded label values would grow without end). */
export const ROUTE_GROUPS = ["pages", "admin-pages", "api", "admin-api", "static", "health"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export function routeGroupOf(path: string): RouteGroup {
  if (path === "/api/health" || path === "/api/ready" || path === "/metrics") return "health";
  if (path.startsWith("/api/admin/")) return "admin-api";
  if (path.startsWith("/api/")) return "api";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin-pages";
  if (path.startsWith("/assets/") || path.startsWith("/images/") || /\.[a-z0-9]{2,5}$/i.test(path)) return "static";
  return "pages";
}

export interface GroupFigures {
  group: RouteGroup;
  requestsPerSecond: number;
  p95Ms: number | null;
  errorRate: number;
  requests: number;
}

/** Seconds of history the dashboard's rates and percentiles cover. */
const WINDOW_SECONDS = 30;
const SAMPLES_PER_GROUP = 512;

/**
 * Request figures for this process: a prom-client registry for /metrics (with Node's default
 * metrics), and sliding 30-second windows per route group for the dashboard's requests/s, p95
 * and error rate.
 */
export function createRequestMetrics() {
  const registry = new Registry();
  // Node's default metrics keep their standard names (process_cpu_seconds_total,
  // nodejs_heap_size_used_bytes …): the usual Node.js dashboards look for exactly those. Only the
  // product's own metrics carry the rihla_ prefix.
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "rihla_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route group",
    labelNames: ["group", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: "rihla_http_requests_total",
    help: "HTTP requests answered, by route group and status class",
    labelNames: ["group", "status_class"],
    registers: [registry],
  });

  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let delayResetAt = Date.now();

  // Per group: per-second buckets of [count, 5xx], and the last durations with their time.
  const buckets = new Map<RouteGroup, Map<number, [number, number]>>();
  const samples = new Map<RouteGroup, { at: number; ms: number }[]>();

  return {
    registry,
    observe(request: { path: string; status: number; ms: number }): void {
      const group = routeGroupOf(request.path);
      const statusClass = `${Math.floor(request.status / 100)}xx`;
      duration.labels(group, statusClass).observe(request.ms / 1000);
      requests.labels(group, statusClass).inc();
      const second = Math.floor(Date.now() / 1000);
      const perSecond = buckets.get(group) ?? new Map<number, [number, number]>();
      const bucket = perSecond.get(second) ?? [0, 0];
      bucket[0]++;
      if (request.status >= 500) bucket[1]++;
      perSecond.set(second, bucket);
      if (perSecond.size > WINDOW_SECONDS * 2) for (const key of perSecond.keys()) if (key < second - WINDOW_SECONDS) perSecond.delete(key);
      buckets.set(group, perSecond);
      const recent = samples.get(group) ?? [];
      recent.push({ at: Date.now(), ms: request.ms });
      if (recent.length > SAMPLES_PER_GROUP) recent.splice(0, recent.length - SAMPLES_PER_GROUP);
      samples.set(group, recent);
    },
    /** Requests/s, p95 and 5xx share over the last 30 seconds, per group that had any. */
    groups(): GroupFigures[] {
      const now = Date.now();
      const since = Math.floor(now / 1000) - WINDOW_SECONDS;
      return ROUTE_GROUPS.flatMap((group) => {
        let count = 0;
        let failed = 0;
        for (const [second, [n, errors]] of buckets.get(group) ?? []) {
          if (second <= since) continue;
          count += n;
          failed += errors;
        }
        const durations = (samples.get(group) ?? [])
          .filter((s) => s.at > now - WINDOW_SECONDS * 1000)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        if (count === 0 && durations.length === 0) return [];
        const p95 = durations.length ? durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))]! : null;
        return [
          {
            group,
            requests: count,
            requestsPerSecond: count / WINDOW_SECONDS,
            p95Ms: p95 === null ? null : Math.round(p95 * 10) / 10,
            errorRate: count ? failed / count : 0,
          },
        ];
      });
    },
    /** Event-loop delay percentiles since the last reset (every 30 s), in milliseconds. */
    eventLoop(): { p50Ms: number; p99Ms: number; maxMs: number } {
      const figures = { p50Ms: delay.percentile(50) / 1e6, p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 };
      if (Date.now() - delayResetAt > WINDOW_SECONDS * 1000) {
        delay.reset();
        delayResetAt = Date.now();
      }
      return { p50Ms: Math.round(figures.p50Ms * 10) / 10, p99Ms: Math.round(figures.p99Ms * 10) / 10, maxMs: Math.round(figures.maxMs * 10) / 10 };
    },
  };
}
export type RequestMetrics = ReturnType<typeof createRequestMetrics>;
