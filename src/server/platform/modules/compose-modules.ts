import type { Hono } from "hono";
import type { StaffPageAccess } from "#shared/auth/staff-summary";
import { OPTIONAL_PUBLIC_READ_KEYS, PUBLIC_READ_KEYS, type PublicReadApi } from "#shared/content/public-read-api";
import type { AdminRoute } from "#server/platform/auth/admin-route-table";
import type { ScheduledTask } from "#server/platform/scheduler/scheduler";
import type { DashboardChart, DashboardTile } from "./dashboard-tile";
import type { BackgroundWorker, FeatureModule, FeatureModuleFactory } from "./feature-module";
import type { ModuleContext } from "./module-context";

export interface ComposedModules {
  modules: FeatureModule[];
  routers: Hono[];
  adminRoutes: AdminRoute[];
  reads: PublicReadApi;
  tiles: DashboardTile[];
  charts: DashboardChart[];
  schedules: ScheduledTask[];
  workers: BackgroundWorker[];
  staffPages: StaffPageAccess;
  recordServerError?: (error: unknown, path: string) => Promise<void>;
}

/**
 * Builds each module over the shared context, in list order, and gathers what they declare.
 * Conflicts (two modules with one name, one read, one admin route, or two staff-page
 * providers) stop the start-up with a message naming both modules.
 */
export function composeModules(factories: readonly FeatureModuleFactory[], context: ModuleContext): ComposedModules {
  const modules = factories.map((factory) => factory(context));
  const owner = new Map<string, string>();
  const claim = (what: string, module: FeatureModule) => {
    const previous = owner.get(what);
    if (previous) throw new Error(`${what} is declared by both the ${previous} and ${module.name} modules`);
    owner.set(what, module.name);
  };

  const reads: Partial<PublicReadApi> = {};
  let staffPages: StaffPageAccess | undefined;
  let recordServerError: ComposedModules["recordServerError"];
  for (const module of modules) {
    claim(`module ${module.name}`, module);
    for (const [key, read] of Object.entries(module.reads ?? {})) {
      if (!(PUBLIC_READ_KEYS as string[]).includes(key) && !(OPTIONAL_PUBLIC_READ_KEYS as readonly string[]).includes(key))
        throw new Error(`The ${module.name} module provides ${key}, which PublicReadApi does not have`);
      claim(`read ${key}`, module);
      Object.assign(reads, { [key]: read });
    }
    for (const route of module.adminRoutes ?? []) claim(`admin route ${route.method} ${route.path}`, module);
    for (const task of module.schedules ?? []) claim(`scheduled task ${task.name}`, module);
    for (const tile of module.tiles ?? []) claim(`dashboard tile ${tile.key}`, module);
    for (const chart of module.charts ?? []) claim(`dashboard chart ${chart.key}`, module);
    if (module.staffPages) {
      claim("staff page access", module);
      staffPages = module.staffPages;
    }
    if (module.recordServerError) {
      claim("the server error log", module);
      recordServerError = module.recordServerError;
    }
  }
  const missing = PUBLIC_READ_KEYS.filter((key) => !(key in reads));
  if (missing.length > 0) throw new Error(`No module provides these reads for server-rendered pages: ${missing.join(", ")}`);
  if (!staffPages) throw new Error("No module provides staff page access (the auth module)");

  return {
    modules,
    routers: modules.flatMap((m) => m.routes ?? []),
    adminRoutes: modules.flatMap((m) => m.adminRoutes ?? []),
    reads: reads as PublicReadApi,
    tiles: modules.flatMap((m) => m.tiles ?? []),
    charts: modules.flatMap((m) => m.charts ?? []),
    schedules: modules.flatMap((m) => m.schedules ?? []),
    workers: modules.flatMap((m) => m.workers ?? []),
    staffPages,
    recordServerError,
  };
}
