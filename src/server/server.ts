import type { Server } from "node:http";
import { checkPublicConfig, type PublicConfig } from "#shared/config/public-config";
import { maskSecret } from "#shared/config/mask-secret";
import type { ServerConfig } from "./config";
import { featureModules } from "./compose";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { loadDemoContent } from "./db/seed/load-content";
import { seedDemoContentOnce } from "./db/seed/seed-demo";
import { ensureAdminAccount, type BootstrapResult } from "./features/users/admin-bootstrap.service";
import { createUsersRepository } from "./features/users/users.repository";
import { startHttpServer, type PagesMode } from "./http-server";
import type { AdminRoute } from "./platform/auth/admin-route-table";
import { createLogger, type Logger } from "./platform/logger/logger";
import { connectPageCacheBus } from "./platform/http/page-cache-bus";
import { connectRealtimeBus } from "./platform/realtime/realtime-bus";
import type { RealtimeHub } from "./platform/realtime/realtime-hub";
import { composeModules } from "./platform/modules/compose-modules";
import type { ChangeSignal } from "./platform/modules/change-signal";
import { createModuleContext } from "./platform/modules/module-context";
import { createScheduler, type Scheduler } from "./platform/scheduler/scheduler";
import { writeDataFolderLock } from "./platform/data-folder/data-folder-lock";
import { createPostgresTaskLock, inProcessTaskLock } from "./platform/scheduler/task-lock.repository";

export const VERSION = "1.0.0";

export interface StartOptions {
  config: ServerConfig;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** "production" loads build/server; "development" runs Vite in middleware mode; "none" serves no pages (API tests). */
  pages: PagesMode;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  server: Server;
  database: DatabaseHandle;
  admin: BootstrapResult | null;
  seeded: boolean;
  /** Every admin API route with its permission (the permission test walks it). */
  adminRoutes: readonly AdminRoute[];
  /** Every route of the modules' own routers (the hostile-input test walks them). */
  publicRoutes: readonly { method: string; path: string }[];
  /** The scheduler running the modules' schedules (tests trigger its tasks). */
  scheduler: Scheduler;
  /** Pricing's catalogue signal: tests that edit prices in the database directly, as another process would, bump it. */
  catalogueChanged: ChangeSignal;
  /** The realtime hub (tests run its sweep instead of waiting for the heartbeat period). */
  realtime: RealtimeHub;
  close(): Promise<void>;
}

export function publicConfigOf(config: ServerConfig): PublicConfig {
  return {
    siteUrl: config.siteUrl,
    captchaProvider: config.CAPTCHA_PROVIDER,
    captchaSiteKey: config.HCAPTCHA_SITE_KEY,
    errorReportingDsn: config.SENTRY_DSN,
    environment: config.environment,
  };
}

/**
 * Start-up, in order: check the public configuration, open the database, build the feature
 * modules (src/server/compose.ts), listen (src/server/http-server.ts; /api/ready says 503
 * meanwhile), migrate, seed the demo content, ensure the admin account, start the modules'
 * schedules and workers, then report ready. `close` undoes it in reverse.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = options.database ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let ready = false;
  const isReady = () => ready;

  const publicConfig = publicConfigOf(config);
  const publicConfigCheck = checkPublicConfig(publicConfig);
  for (const warning of publicConfigCheck.warnings) logger.warn(`public configuration: ${warning}`);
  for (const error of publicConfigCheck.errors) logger.error(`public configuration: ${error} (pages will show the Configuration Error screen)`);
  if (config.HCAPTCHA_SECRET) logger.info(`hCaptcha secret configured (${maskSecret(config.HCAPTCHA_SECRET)})`);

  const context = createModuleContext({ database, config, logger, isReady, version: VERSION });
  const modules = composeModules(featureModules, context);
  context.dashboardTiles = () => modules.tiles;
  context.dashboardCharts = () => modules.charts;
  const http = await startHttpServer({ config, logger, pages: options.pages, modules, context, publicConfig, publicConfigCheck, isReady });

  // The port answers at once (/api/ready says 503) while the database is prepared.
  const phase = (name: string, started: number) => logger.info({ ms: Math.round(performance.now() - started) }, `start-up: ${name}`);
  let started = performance.now();
  await database.migrate();
  phase("migrations", started);
  // The default workflow rules, each once ever (idempotent on every process and restart).
  await context.messaging.seedDefaults();
  // Page-cache clears reach every process from here on (LISTEN/NOTIFY on PostgreSQL).
  const pageCacheBus = await connectPageCacheBus({ database, clearLocal: context.clearPageCache, logger });
  context.clearPageCache = pageCacheBus.clearEverywhere;
  // Realtime events reach the sockets of every process the same way (ids and versions only).
  const realtimeBus = await connectRealtimeBus({ database, deliver: context.realtime.deliverFromBus, logger });
  if (realtimeBus) context.realtime.attachBus(realtimeBus);
  context.realtime.start();
  started = performance.now();
  let seeded = false;
  if (config.SEED_DEMO === "true") {
    seeded = await seedDemoContentOnce(database.db, () => loadDemoContent());
  }
  phase("demo seed", started);
  started = performance.now();
  const admin = await ensureAdminAccount(createUsersRepository(database.db), { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  phase("admin account", started);

  const scheduler = createScheduler({ lock: database.kind === "postgres" ? createPostgresTaskLock(database.db) : inProcessTaskLock, logger });
  for (const task of modules.schedules) scheduler.add(task);
  context.schedulerStatus = () => scheduler.status();
  scheduler.start();
  const workers = modules.workers.map((worker) => worker.start());
  // The first pages must show the captcha in force (a tested hCaptcha stored on /admin/configurations).
  await context.captcha.refresh().catch((error: unknown) => logger.warn({ err: error }, "captcha: reading the stored settings failed"));
  await context.errorReporting.refresh();
  // The data folder says which process uses it: npm run restore refuses while it does, and
  // npm run backup asks this process (PGlite's folder is not to be opened twice).
  const port = new URL(http.url).port;
  const releaseLock = options.database
    ? null
    : await writeDataFolderLock(config.dataDir, {
        pid: process.pid,
        url: `http://${config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}`,
        token: context.localControlToken,
        startedAt: new Date().toISOString(),
      });
  ready = true;

  return {
    url: http.url,
    server: http.server,
    database,
    admin,
    seeded,
    adminRoutes: modules.adminRoutes,
    publicRoutes: modules.routers.flatMap((router) => router.routes.filter((route) => route.method !== "ALL").map(({ method, path }) => ({ method, path }))),
    scheduler,
    catalogueChanged: context.catalogueChanged,
    realtime: context.realtime,
    async close() {
      for (const worker of workers) worker.stop();
      await scheduler.stop();
      await pageCacheBus.close().catch(() => {});
      await context.realtime.close();
      await http.close();
      await context.errorReporting.close();
      if (!options.database) await database.close();
      await releaseLock?.();
    },
  };
}
