import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { checkPublicConfig, type PublicConfig } from "#shared/config/public-config";
import { maskSecret } from "#shared/config/mask-secret";
import type { ServerConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { composeFeatures } from "./compose";
import { contentSecurityPolicy, originOf } from "./platform/http/content-security-policy";
import type { AdminRoute } from "./platform/auth/admin-route-table";
import { createHttpApp } from "./platform/http/app";
import { createCachedPageFastPath } from "./platform/http/cached-page-fast-path";
import { createPageCache } from "./platform/http/page-cache";
import { createSsrHandler } from "./platform/http/ssr";
import { createLogger, type Logger } from "./platform/logger/logger";
import { systemRoutes } from "./features/system/system.routes";
import { ensureAdminAccount, type BootstrapResult } from "./features/users/admin-bootstrap.service";
import { createUsersRepository } from "./features/users/users.repository";
import { loadDemoContent } from "./db/seed/load-content";
import { seedDemoContentOnce } from "./db/seed/seed-demo";

export const VERSION = "1.0.0";
const projectRoot = process.cwd();

export interface StartOptions {
  config: ServerConfig;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** "production" loads build/server; "development" runs Vite in middleware mode; "none" serves no pages (API tests). */
  pages: "production" | "development" | "none";
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
  close(): Promise<void>;
}

export function publicConfigOf(config: ServerConfig): PublicConfig {
  return {
    siteUrl: config.siteUrl,
    captchaProvider: config.CAPTCHA_PROVIDER,
    captchaSiteKey: config.HCAPTCHA_SITE_KEY,
    errorReportingDsn: config.SENTRY_DSN,
    environment: (config.APP_ENV ?? (config.NODE_ENV === "production" ? "production" : "development")) as PublicConfig["environment"],
  };
}

async function loadPages(mode: StartOptions["pages"]) {
  if (mode === "production") {
    const serverBuild = path.join(projectRoot, "build/server/index.js");
    if (!existsSync(serverBuild)) throw new Error("build/server/index.js is missing: run `npm run build` first (npm start does it).");
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    // serveStatic takes a folder relative to the working directory.
    return { build, vite: null, staticRoot: "build/client" };
  }
  if (mode === "development") {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    return { build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, vite, staticRoot: undefined };
  }
  return { build: null, vite: null, staticRoot: undefined };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = options.database ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let ready = false;

  const publicConfig = publicConfigOf(config);
  const publicCheck = checkPublicConfig(publicConfig);
  for (const warning of publicCheck.warnings) logger.warn(`public configuration: ${warning}`);
  for (const error of publicCheck.errors) logger.error(`public configuration: ${error} (pages will show the Configuration Error screen)`);
  if (config.HCAPTCHA_SECRET) logger.info(`hCaptcha secret configured (${maskSecret(config.HCAPTCHA_SECRET)})`);

  const features = composeFeatures(database.db, config, logger);
  const cspSources = { streamOrigin: originOf(config.MAKKAH_LIVE_STREAM_URL), reportingOrigin: originOf(config.SENTRY_DSN) };
  const publicCsp = contentSecurityPolicy(cspSources);
  const pages = await loadPages(options.pages);
  const pageCache = createPageCache({ ttlMs: 5_000, staleMs: 60_000, maxEntries: 1_000, enabled: options.pages === "production" });
  const ssr = pages.build
    ? createSsrHandler(
        pages.build,
        options.pages === "production" ? "production" : "development",
        { api: features.api, staff: features.staff.staffPages, publicConfig, publicConfigCheck: publicCheck },
        (nonce) => contentSecurityPolicy(cspSources, nonce),
      )
    : () => new Response("Pages are not served by this process.", { status: 404 });

  const app = createHttpApp({
    logger,
    https: config.siteUrl.startsWith("https://"),
    csp: publicCsp,
    routers: [
      systemRoutes({ isReady: () => ready, ping: database.ping, databaseKind: database.kind, startedAt: new Date(), version: VERSION }),
      ...features.routers,
    ],
    staticRoot: pages.staticRoot,
    isReady: () => ready,
    pageCache,
    ssr,
    reportError: (error, path) => features.errors.recordServerError(error, path),
  });

  const listener = getRequestListener(app.fetch);
  const fastPath = createCachedPageFastPath({ pageCache, https: config.siteUrl.startsWith("https://"), csp: publicCsp, isReady: () => ready });
  const vite = pages.vite;
  const server = createServer(
    vite ? (req, res) => vite.middlewares(req, res, () => listener(req, res)) : (req, res) => fastPath(req, res) || listener(req, res),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${shownHost}:${address.port}`;

  // The port answers at once (/api/ready says 503) while the database is prepared.
  const phase = (name: string, started: number) => logger.info({ ms: Math.round(performance.now() - started) }, `start-up: ${name}`);
  let started = performance.now();
  await database.migrate();
  phase("migrations", started);
  started = performance.now();
  let seeded = false;
  if (config.SEED_DEMO === "true") seeded = await seedDemoContentOnce(database.db, () => loadDemoContent());
  phase("demo seed", started);
  started = performance.now();
  const admin = await ensureAdminAccount(createUsersRepository(database.db), { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  phase("admin account", started);
  const mailer = features.staff.startMailer();
  const sessionPurge = features.staff.startSessionPurge();
  ready = true;

  return {
    url,
    server,
    database,
    admin,
    seeded,
    adminRoutes: features.staff.adminRoutes,
    async close() {
      mailer?.stop();
      sessionPurge.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await vite?.close();
      if (!options.database) await database.close();
    },
  };
}
