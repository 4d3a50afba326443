import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageContext } from "#shared/content/public-read-api";

/**
 * Mounts the React Router app. `build` is the production server build, or (in dev) a function
 * that asks Vite for the latest one, so edits show without a restart.
 */
export function createSsrHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, context: PageContext) {
  const handle = createRequestHandler(build, mode);
  return (c: Context) => handle(c.req.raw, context as never);
}
