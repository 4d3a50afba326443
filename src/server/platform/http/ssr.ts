import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { randomBytes } from "node:crypto";
import { isAdminPath } from "#shared/auth/admin-path";
import type { PageContext } from "#shared/content/public-read-api";
import { withLowPriorityPreloads } from "./preload-priority";

/**
 * Mounts the React Router app. `build` is the production server build, or (in dev) a function
 * that asks Vite for the latest one, so edits show without a restart.
 */
export function createSsrHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, context: PageContext, adminCsp?: (nonce: string) => string) {
  const handle = createRequestHandler(build, mode);
  return async (c: Context) => {
    if (!adminCsp || !isAdminPath(c.req.path)) return withLowPriorityPreloads(await handle(c.req.raw, context as never));
    // Admin pages are never cached, so each gets its own nonce, and only its scripts run.
    const nonce = randomBytes(16).toString("base64");
    const response = await handle(c.req.raw, { ...context, cspNonce: nonce } as never);
    response.headers.set("Content-Security-Policy", adminCsp(nonce));
    // Staff pages name the person and what they may do: never kept by browsers or proxies.
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
