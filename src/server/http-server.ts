import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Context } from "hono";
import type { ServerBuild } from "react-router";
import type { PublicConfig, PublicConfigCheck } from "#shared/config/public-config";
import type { ServerConfig } from "./config";
import { mountAdminRoutes } from "./platform/auth/admin-route-table";
import { createStaffGuard } from "./platform/auth/staff-guard";
import { createHttpApp } from "./platform/http/app";
import { createCachedPageFastPath } from "./platform/http/cached-page-fast-path";
import { contentSecurityPolicy, originOf } from "./platform/http/content-security-policy";
import { streamAddressInForce } from "#shared/settings/stream-address";
import { createPageCache } from "./platform/http/page-cache";
import { lifetimesOf } from "./platform/auth/auth-settings";
import { createRealtimeTickets } from "./platform/realtime/realtime-ticket";
import { createRealtimeUpgrade } from "./platform/realtime/realtime-upgrade";
import { createSsrHandler } from "./platform/http/ssr";
import { createErrorLog } from "./platform/logger/error-log";
import type { Logger } from "./platform/logger/logger";
import type { ComposedModules } from "./platform/modules/compose-modules";
import type { ModuleContext } from "./platform/modules/module-context";

/** "production" loads build/server; "development" runs Vite in middleware mode; "none" serves no pages (API tests). */
export type PagesMode = "production" | "development" | "none";

export interface HttpServerOptions {
  config: ServerConfig;
  logger: Logger;
  pages: PagesMode;
  modules: ComposedModules;
  context: ModuleContext;
  publicConfig: PublicConfig;
  publicConfigCheck: PublicConfigCheck;
  /** False while the start-up prepares the database: the app answers 503 meanwhile. */
  isReady: () => boolean;
}

export interface HttpServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const projectRoot = process.cwd();

function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}
/** Whole request (headers and body) and headers alone; node checks them every few seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const HEADERS_TIMEOUT_MS = 8_000;

async function loadPages(mode: PagesMode) {
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

/**
 * The HTTP side of the process: the Hono app built from the feature modules (their routers,
 * their admin routes behind the staff guard, their reads as the pages' load context), the
 * React Router pages, and the node server listening on the configured port.
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const { config, logger, modules, context, isReady } = options;
  const https = config.siteUrl.startsWith("https://");
  // The stream's origin follows /admin/configurations (the last site settings read in this
  // process), the error-reporting service's the address in force (SENTRY_DSN, else the saved
  // one); the policy string is rebuilt only when one of them changes.
  const cspSources = () => ({
    streamOrigin: originOf(streamAddressInForce(context.siteSettings.peek().site.makkahLiveStreamUrl, config.MAKKAH_LIVE_STREAM_URL)),
    reportingOrigin: originOf(context.errorReporting.dsn()),
    hcaptcha: context.captcha.peek().captchaProvider === "hcaptcha",
    tileOrigin: originOf(config.MAP_TILE_URL),
  });
  // Answers that are not pages (API, files): no inline script at all.
  let cspFor = { key: "", policy: "" };
  const publicCsp = () => {
    const sources = cspSources();
    const key = `${sources.streamOrigin} ${sources.reportingOrigin} ${sources.hcaptcha}`;
    if (key !== cspFor.key) cspFor = { key, policy: contentSecurityPolicy(sources) };
    return cspFor.policy;
  };
  const pages = await loadPages(options.pages);
  const errorLog = createErrorLog(logger);
  const pageCache = createPageCache({ ttlMs: 5_000, staleMs: 60_000, maxEntries: 1_000, enabled: options.pages === "production" });
  context.clearPageCache = () => pageCache.clear();
  const render = pages.build
    ? createSsrHandler(
        pages.build,
        options.pages === "production" ? "production" : "development",
        {
          api: modules.reads,
          staff: modules.staffPages,
          // Read per page: the captcha may switch to a tested hCaptcha stored on /admin/configurations.
          get publicConfig() {
            return { ...options.publicConfig, ...context.captcha.peek(), errorReportingDsn: context.errorReporting.dsn() };
          },
          publicConfigCheck: options.publicConfigCheck,
          mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
          reportError: (error, request) => errorLog.note(request, error),
        },
        { policy: (inline) => contentSecurityPolicy(cspSources(), inline), cached: options.pages === "production" },
      )
    : () => new Response("Pages are not served by this process.", { status: 404 });
  // A path that is not valid percent-encoded UTF-8 names no page: answer 400 here, before React
  // Router, which would print a raw warning per request outside the logger.
  const ssr = (c: Context) => (decodablePath(c.req.url) ? render(c) : c.text("Bad request: the address is not valid.", 400));

  const guard = createStaffGuard({
    sessions: context.sessions,
    settings: context.authSettings,
    securityLog: context.securityLog,
    logger,
    siteUrl: context.siteUrl,
    secureCookies: context.secureCookies,
    trustProxy: context.trustProxy,
  });
  const app = createHttpApp({
    logger,
    https,
    csp: publicCsp,
    routers: [...modules.routers, mountAdminRoutes(modules.adminRoutes, guard)],
    staticRoot: pages.staticRoot,
    isReady,
    pageCache,
    shownLanguages: context.siteSettings.languages,
    trustProxy: context.trustProxy,
    ssr,
    reportError: async (error, path) => {
      context.errorReporting.capture(error, { path });
      await modules.recordServerError?.(error, path);
    },
    onRequestFinished: context.metrics.observe,
    errorLog,
  });

  const listener = getRequestListener(app.fetch);
  const fastPath = createCachedPageFastPath({
    pageCache,
    https,
    csp: publicCsp,
    isReady,
    shownLanguages: () => context.siteSettings.peek().site.languagesShown,
  });
  const vite = pages.vite;
  const server = createServer(
    vite
      ? (req, res) => vite.middlewares(req, res, () => listener(req, res))
      : (req, res) => {
          const started = performance.now();
          // Pages answered from the cache before the app still count in the request figures.
          if (fastPath(req, res))
            context.metrics.observe({ path: (req.url ?? "/").split("?")[0] ?? "/", status: res.statusCode, ms: performance.now() - started });
          else void listener(req, res);
        },
  );
  // WebSockets share the port: /api/realtime is upgraded here, any other upgrade is refused.
  server.on(
    "upgrade",
    createRealtimeUpgrade({
      hub: context.realtime,
      tickets: createRealtimeTickets(context.secretBox),
      sessionRole: async (token) => {
        const session = await context.sessions.find(token, lifetimesOf(await context.authSettings.current()));
        return session?.stage === "full" ? session.user.role : null;
      },
      siteUrl: context.siteUrl,
      secureCookies: context.secureCookies,
      isReady,
      logger,
    }),
  );
  // A request whose headers or body never finish (slowloris, a body shorter than its declared
  // length) is answered 408 and closed after these, instead of holding a socket for minutes.
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;

  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await vite?.close();
    },
  };
}
