import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { randomBytes } from "node:crypto";
import { isAdminPath } from "#shared/auth/admin-path";
import type { PageContext } from "#shared/content/public-read-api";
import type { InlineScripts } from "./content-security-policy";
import { inlineScriptHashes } from "./inline-script-hashes";
import { isCacheableRequest } from "./page-cache";
import { withLowPriorityPreloads } from "./preload-priority";

export interface PageCsp {
  /** The policy for a page whose inline scripts are those given. */
  policy: (inline: InlineScripts) => string;
  /** Whether the page cache keeps pages (production): cacheable pages then get hashes, not a nonce. */
  cached: boolean;
}

/**
 * Mounts the React Router app. `build` is the production server build, or (in dev) a function
 * that asks Vite for the latest one, so edits show without a restart. Every page gets a
 * Content-Security-Policy that lets only its own inline scripts run: a page the shared cache
 * may keep is sent to many visitors, so it names its scripts' hashes; any other page gets a
 * nonce of its own, which React and React Router write on every script.
 */
export function createSsrHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, context: PageContext, csp?: PageCsp) {
  const handle = createRequestHandler(build, mode);
  return async (c: Context) => {
    const admin = isAdminPath(c.req.path);
    if (!csp) return admin ? handle(c.req.raw, context as never) : withLowPriorityPreloads(await handle(c.req.raw, context as never));
    if (csp.cached && !admin && isCacheableRequest(c.req.method, c.req.path, c.req.header("accept"))) {
      const response = await withLowPriorityPreloads(await handle(c.req.raw, context as never));
      if (!(response.headers.get("content-type") ?? "").includes("text/html") || !response.body) return response;
      const html = await response.text();
      const headers = new Headers(response.headers);
      headers.set("Content-Security-Policy", csp.policy({ hashes: inlineScriptHashes(html) }));
      return new Response(html, { status: response.status, statusText: response.statusText, headers });
    }
    const nonce = randomBytes(16).toString("base64");
    const rendered = await handle(c.req.raw, { ...context, cspNonce: nonce } as never);
    const response = admin ? rendered : await withLowPriorityPreloads(rendered);
    response.headers.set("Content-Security-Policy", csp.policy({ nonce }));
    // Staff pages name the person and what they may do: never kept by browsers or proxies.
    if (admin) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
