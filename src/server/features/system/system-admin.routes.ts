import { Hono, type Context } from "hono";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { clientIp } from "#server/platform/http/client-ip";
import type { RequestMetrics } from "#server/platform/metrics/request-metrics";
import type { DatabasePerformanceRepository } from "./database-performance.repository";
import { databasePerformance } from "./database-performance.service";
import type { SystemStatusService } from "./system-status.service";
import type { SystemHistory } from "./system-history";
import type { OptimizationService } from "./optimization.service";
import { parseJsonBody } from "#server/platform/http/validation";
import { optimizationActionSchema } from "#shared/system/optimization";

/** The system dashboard's API (system.manage). */
export function systemAdminRoutes(deps: {
  system: SystemStatusService;
  history: SystemHistory;
  database: DatabasePerformanceRepository;
  databaseKind: "pglite" | "postgres";
  optimization: OptimizationService;
}): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/optimization", "system.manage", async (c) => c.json(await deps.optimization.recommendations())),
    adminRoute("POST", "/api/admin/optimization/actions", "system.manage", async (c, staff) => {
      const body = await parseJsonBody(c, optimizationActionSchema);
      if (!body.ok) return body.response;
      return c.json(await deps.optimization.run(staff.actor, body.data.action));
    }),
    adminRoute("GET", "/api/admin/database-performance", "system.manage", async (c) => c.json(await databasePerformance(deps.database, deps.databaseKind))),
    adminRoute("GET", "/api/admin/system/status", "system.manage", async (c) => c.json(await deps.system.status())),
    adminRoute("GET", "/api/admin/system/history", "system.manage", async (c) => c.json(deps.history.recent())),
    adminRoute("POST", "/api/admin/system/metrics-token", "system.manage", async (c, staff) =>
      c.json({ token: await deps.system.newMetricsToken(staff.actor) }, 201),
    ),
  ];
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * A scraper on this machine: a loopback caller. Behind a proxy on this machine that nobody told
 * us of (TRUST_PROXY left false), every visitor arrives from loopback too, but through a proxy
 * that names them in its headers: such a request is not the local scraper.
 */
function isLocalScraper(c: Context, trustProxy: boolean): boolean {
  if (!trustProxy && PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return LOOPBACK.has(clientIp(c, trustProxy));
}

/**
 * GET /metrics in Prometheus' text format: for a scraper on this machine (loopback), or with
 * `Authorization: Bearer <token>` from the system dashboard. Anyone else gets 404, so the
 * address does not even confirm that it exists.
 */
export function metricsRoutes(deps: { system: SystemStatusService; metrics: RequestMetrics; trustProxy: boolean }): Hono {
  return new Hono().get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    const bearer = /^Bearer (\S{1,200})$/.exec(c.req.header("authorization") ?? "")?.[1];
    const allowed = bearer ? await deps.system.metricsTokenMatches(bearer) : isLocalScraper(c, deps.trustProxy);
    if (!allowed) return c.json({ error: "Not found" }, 404);
    return c.body(await deps.metrics.registry.metrics(), 200, { "Content-Type": deps.metrics.registry.contentType });
  });
}
