import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { BackupsService } from "./backups.service";

/** The system dashboard's backup figures (system.manage). */
export function backupsAdminRoutes(deps: { backups: BackupsService }): AdminRoute[] {
  return [adminRoute("GET", "/api/admin/backups", "system.manage", async (c) => c.json(await deps.backups.status()))];
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/backups/run for `npm run backup` while the server runs (PGlite's folder is then in
 * use by this process only): `Authorization: Bearer <token>` with the token of
 * <data folder>/server.lock.json. Anyone else gets 404, so the address confirms nothing.
 */
export function backupsLocalRoutes(deps: { backups: BackupsService; token: string }): Hono {
  return new Hono().post("/api/backups/run", async (c) => {
    c.header("Cache-Control", "no-store");
    const bearer = /^Bearer (\S{1,200})$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!bearer || !sameToken(bearer, deps.token)) return c.json({ error: "Not found" }, 404);
    try {
      return c.json(await deps.backups.backUp(), 201);
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message.slice(0, 300) : "The backup failed." }, 409);
    }
  });
}
