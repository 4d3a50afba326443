import type { Hono } from "hono";
import type { StaffPageAccess } from "#shared/auth/staff-summary";
import type { PublicReadApi } from "#shared/content/public-read-api";
import type { AdminRoute } from "#server/platform/auth/admin-route-table";
import type { ScheduledTask } from "#server/platform/scheduler/scheduler";
import type { DashboardChart, DashboardTile } from "./dashboard-tile";
import type { ModuleContext } from "./module-context";

/**
 * A long-running loop that does not fit a cron schedule (e.g. polling every few seconds), started
 * after migrations and stopped on close.
 */
export interface BackgroundWorker {
  name: string;
  start(): { stop(): void };
}

/**
 * What one feature adds to the server. Every field is optional: a feature declares only what it
 * has. The host (src/server/http-server.ts and src/server/server.ts) mounts the routes, puts the
 * admin routes behind the staff guard, merges the reads into the one PublicReadApi that
 * server-rendered pages receive, and starts the schedules and workers after migrations.
 */
export interface FeatureModule {
  /** The feature's folder name (src/server/features/<name>). */
  name: string;
  /** Routers mounted at "/", carrying their own paths (/api/..., /robots.txt). */
  routes?: Hono[];
  /** Staff API routes, each with the permission it needs (src/server/platform/auth/admin-route-table.ts). */
  adminRoutes?: AdminRoute[];
  /** The parts of the read API for server-rendered pages that this feature answers. */
  reads?: Partial<PublicReadApi>;
  tiles?: DashboardTile[];
  /** Series for the dashboard's charts (per day or per week). */
  charts?: DashboardChart[];
  /** Tasks on a cron schedule, run once across processes (src/server/platform/scheduler). */
  schedules?: ScheduledTask[];
  workers?: BackgroundWorker[];
  /** Who is signed in, for server-rendered admin pages; exactly one module provides it. */
  staffPages?: StaffPageAccess;
  /** Where unhandled server errors are recorded; at most one module provides it. */
  recordServerError?: (error: unknown, path: string) => Promise<void>;
}

/** A feature's `<name>.module.ts` exports one of these; src/server/compose.ts lists them. */
export type FeatureModuleFactory = (context: ModuleContext) => FeatureModule;
