import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { RequestMetrics } from "#server/platform/metrics/request-metrics";
import type { RuntimeState } from "#server/platform/modules/module-context";
import { serviceHealth } from "#server/platform/outside-services/service-health";
import type { TaskStatus } from "#server/platform/scheduler/scheduler";
import type { SettingsRepository } from "#server/platform/settings/settings.repository";
import type { SystemStatus } from "#shared/system/system-status";
import type { SystemRepository } from "./system.repository";

export const METRICS_TOKEN_KEY = "metrics_token_hash";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The system dashboard's figures for this process, and the token that opens /metrics to a scraper. */
export function createSystemStatusService(deps: {
  repository: SystemRepository;
  metrics: RequestMetrics;
  runtime: RuntimeState;
  scheduler: () => TaskStatus[];
  settings: SettingsRepository;
  audit: AuditLog;
  /** Open realtime sockets in this process. */
  realtimeConnections: () => number;
}) {
  return {
    async status(): Promise<SystemStatus> {
      const [outbox, openErrorGroups, sizeBytes, ok, tokenHash] = await Promise.all([
        deps.repository.outboxBacklog(),
        deps.repository.openErrorGroups(),
        deps.repository.databaseSize(),
        deps.runtime.ping().catch(() => false),
        deps.settings.get(METRICS_TOKEN_KEY),
      ]);
      const memory = process.memoryUsage();
      const requests = deps.metrics.groups();
      const total = requests.reduce((sum, g) => sum + g.requests, 0);
      const failed = requests.reduce((sum, g) => sum + g.errorRate * g.requests, 0);
      return {
        at: new Date().toISOString(),
        process: {
          pid: process.pid,
          version: deps.runtime.version,
          node: process.version,
          uptimeSeconds: Math.round((Date.now() - deps.runtime.startedAt.getTime()) / 1000),
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
        },
        eventLoop: deps.metrics.eventLoop(),
        requests,
        errorRate: total ? failed / total : 0,
        openErrorGroups,
        outbox,
        scheduler: deps.scheduler(),
        outsideServices: serviceHealth(),
        database: { kind: deps.runtime.databaseKind, sizeBytes, ok },
        realtimeConnections: deps.realtimeConnections(),
        metricsTokenSet: typeof tokenHash === "string",
      };
    },

    /** A new scraper token, shown once: only its hash is kept. */
    async newMetricsToken(actor: Actor): Promise<string> {
      const token = `rihla_metrics_${randomBytes(24).toString("base64url")}`;
      await deps.audit.transaction(async (tx) => {
        await deps.repository.setSetting(tx, METRICS_TOKEN_KEY, hashOf(token));
        await deps.audit.record(tx, actor, {
          action: "system.metrics_token_rotate",
          entity: "settings",
          entityId: METRICS_TOKEN_KEY,
          after: { token: "(new, not recorded)" },
        });
      });
      return token;
    },

    async metricsTokenMatches(token: string): Promise<boolean> {
      const stored = await deps.settings.get(METRICS_TOKEN_KEY);
      if (typeof stored !== "string") return false;
      const given = Buffer.from(hashOf(token), "hex");
      const expected = Buffer.from(stored, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type SystemStatusService = ReturnType<typeof createSystemStatusService>;
