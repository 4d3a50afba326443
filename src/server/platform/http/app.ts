import { Hono, type Context, type MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { bodyLimit } from "hono/body-limit";
import { GUIDE_IMPORT_LIMITS, GUIDE_IMPORT_PATH_PREFIX } from "#shared/content/guide-import.schema";
import { guideImportText } from "#shared/content/guide-import-texts";
import { FILE_UPLOAD_PATH, MAX_UPLOAD_REQUEST_BYTES } from "#shared/files/file-rules";
import { filesText } from "#shared/files/files-texts";
import type { Language } from "#shared/i18n/languages";
import { compression } from "./compression";
import { isCompressibleType, varyWithEncoding } from "./content-encoding";
import type { Logger } from "../logger/logger";
import { redactPath } from "../logger/logger";
import type { ErrorLog } from "../logger/error-log";
import { jsonBodiesOnly } from "./json-bodies-only";
import { languageRedirect } from "./language-redirect";
import { warnOnceOfProxyHeaders } from "./proxy-headers-warning";
import { readSmallJsonBodies } from "./request-body";
import { WHATSAPP_WEBHOOK_PATH } from "#shared/messaging/whatsapp-webhook.schema";
import type { PageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";
import { staffLanguage } from "./staff-language";

/** Every API body but the two file routes: JSON forms and commands. */
const SMALL_BODY_BYTES = 64 * 1024;
const BODY_TOO_LARGE: Record<Language, string> = { en: "The request body is too large.", ar: "محتوى الطلب أكبر من المسموح." };

export interface HttpAppOptions {
  logger: Logger;
  https: boolean;
  /** The public pages' Content-Security-Policy, read per answer. */
  csp: () => string;
  /** Feature routers, each mounted at "/" (they carry their own /api/... paths). */
  routers: Hono[];
  /** Built browser assets (build/client) in production; Vite serves them in dev. */
  staticRoot?: string;
  pageCache: PageCache;
  /** The public site's languages (/admin/configurations): pages in another redirect to the first. */
  shownLanguages: () => Promise<readonly Language[]>;
  /** False while migrations and the seed run: everything but health and readiness answers 503. */
  isReady: () => boolean;
  /** One rate-limited line per failed request, with its error (src/server/platform/logger/error-log.ts). */
  errorLog: ErrorLog;
  /** Told of every answered request (the system dashboard's and /metrics' figures). */
  onRequestFinished?: (request: { path: string; status: number; ms: number }) => void;
  /** Whether X-Forwarded-For is believed (TRUST_PROXY); when not, its presence is pointed out once. */
  trustProxy?: boolean;
  /** Records a server error in the built-in error log (never throws). */
  reportError?: (error: unknown, path: string) => Promise<void>;
  ssr: (c: Parameters<MiddlewareHandler>[0]) => Response | Promise<Response>;
}

/**
 * A body refused part-way: the rest of it is still on its way and is never read, so this
 * connection cannot carry another request. "Connection: close" tells the client so; without it
 * the client reuses the socket node then closes, and its next request fails as a network error.
 */
function tooLarge(c: Context, error: string): Response {
  c.header("Connection", "close");
  return c.json({ error }, 413);
}

export function createHttpApp(options: HttpAppOptions): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    // A 503 while the server starts is the planned "try again in a moment" (health checks poll
    // it): not an error line in the log.
    const whileStarting = !options.isReady();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const plannedStartingAnswer = whileStarting && c.res.status === 503;
    if (!plannedStartingAnswer) options.errorLog.finished(c.req.raw, { method: c.req.method, path: redactPath(c.req.path), status: c.res.status, ms });
    options.onRequestFinished?.({ path: c.req.path, status: c.res.status, ms });
    if (c.res.status < 500) options.logger.debug({ method: c.req.method, path: redactPath(c.req.path), status: c.res.status, ms }, "request");
  });
  if (!options.trustProxy) app.use(warnOnceOfProxyHeaders(options.logger));
  app.use(compression());
  app.use(securityHeaders({ https: options.https, csp: options.csp }));
  app.use(async (c, next) => {
    if (options.isReady() || c.req.path === "/api/health" || c.req.path === "/api/ready") return next();
    c.header("Retry-After", "2");
    c.header("Cache-Control", "no-store");
    return c.text("Rihla is starting; please try again in a moment.", 503);
  });
  const readSmallBodies = readSmallJsonBodies(SMALL_BODY_BYTES);
  // Forms never send this much (their fields are shorter): the refusal is in the visitor's or
  // staff member's language as the "lang" cookie, else the browser, tells it.
  const smallBodies = bodyLimit({ maxSize: SMALL_BODY_BYTES, onError: (c) => tooLarge(c, BODY_TOO_LARGE[staffLanguage(c)]) });
  // Two routes take files, each with its own, larger limit (said on its page), counted on the stream as well:
  // the guides import, and uploads to the file repository (up to a 20 MB PDF). Both are staff
  // routes: their refusals are in the back office's language.
  const importBodies = bodyLimit({
    maxSize: GUIDE_IMPORT_LIMITS.maxBytes + 64 * 1024,
    onError: (c) => tooLarge(c, guideImportText("The upload is larger than 5 MB. Split it into smaller files.", staffLanguage(c))),
  });
  const uploadBodies = bodyLimit({
    maxSize: MAX_UPLOAD_REQUEST_BYTES,
    onError: (c) => tooLarge(c, filesText("This file is too large: images may be at most 10 MB and PDF files 20 MB.", staffLanguage(c))),
  });
  // The two file routes above take multipart; every other API body is JSON.
  app.use(
    "/api/*",
    jsonBodiesOnly((c) => c.req.path.startsWith(`${GUIDE_IMPORT_PATH_PREFIX}/`) || (c.req.path === FILE_UPLOAD_PATH && c.req.method === "POST")),
  );
  app.use("/api/*", (c, next) => {
    if (c.req.path.startsWith(`${GUIDE_IMPORT_PATH_PREFIX}/`)) return importBodies(c, next);
    if (c.req.path === FILE_UPLOAD_PATH && c.req.method === "POST") return uploadBodies(c, next);
    return smallBodies(c, async () => {
      // The WhatsApp webhook verifies a signature over the raw bytes: they are read as they came,
      // not decoded to text first (which drops a byte-order mark and replaces bad bytes).
      if (c.req.path === WHATSAPP_WEBHOOK_PATH) return next();
      await readSmallBodies(c, next);
    });
  });

  for (const router of options.routers) app.route("/", router);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (options.staticRoot) {
    // Text files of build/client were compressed once at build time (scripts/precompress.mjs):
    // the .br or .gz twin is sent as is. Caches must keep the encodings apart, even when the
    // client took the plain file.
    const staticCaching =
      (cacheControl: string): Parameters<typeof app.use>[1] =>
      async (c, next) => {
        await next();
        if (c.res.status !== 200) return;
        c.header("Cache-Control", cacheControl);
        if (isCompressibleType(c.res.headers.get("content-type"))) c.header("Vary", varyWithEncoding(c.res.headers.get("vary")));
      };
    // Fingerprinted bundles never change: cache them for a year.
    app.use("/assets/*", staticCaching("public, max-age=31536000, immutable"));
    app.use("/assets/*", serveStatic({ root: options.staticRoot, precompressed: true }));
    app.use("/images/*", staticCaching("public, max-age=86400"));
    // Other files of build/client (favicon, robots of the build): only paths that name a file,
    // so page requests never wait on a filesystem lookup.
    app.use("*", async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("cache-control") && /\.[a-z0-9]{2,5}$/i.test(c.req.path)) {
        c.header("Cache-Control", "public, max-age=3600");
        if (isCompressibleType(c.res.headers.get("content-type"))) c.header("Vary", varyWithEncoding(c.res.headers.get("vary")));
      }
    });
    const staticFiles = serveStatic({ root: options.staticRoot, precompressed: true });
    app.use("*", (c, next) => (/\.[a-z0-9]{2,5}$/i.test(c.req.path) ? staticFiles(c, next) : next()));
  }

  app.use(languageRedirect(options.shownLanguages));
  app.use(options.pageCache.middleware);
  app.all("*", async (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return options.ssr(c);
    // Only the operator's token pages take a body (their forms, read by the route's action);
    // any other page answers 405 without reading it, so, as for a 413, this connection cannot
    // carry another request.
    const answer = await options.ssr(c);
    if (c.req.raw.bodyUsed) return answer;
    const closing = new Response(answer.body, answer);
    closing.headers.set("Connection", "close");
    return closing;
  });

  app.onError((error, c) => {
    options.errorLog.note(c.req.raw, error);
    void options.reportError?.(error, c.req.path).catch(() => {});
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
}
