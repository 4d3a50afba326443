import { Hono, type Context } from "hono";

export interface SystemState {
  isReady(): boolean;
  ping(): Promise<boolean>;
  databaseKind: string;
  startedAt: Date;
  version: string;
}

/**
 * Liveness with the database checked, and readiness that waits for migrations. Anonymous callers
 * (monitors, the world) learn only the status; the version, database kind and uptime help an
 * attacker pick exploits, so they are for signed-in staff.
 */
export function systemRoutes(state: SystemState, isStaff: (c: Context) => Promise<boolean>): Hono {
  return new Hono()
    .get("/api/health", async (c) => {
      const database = await state.ping().catch(() => false);
      c.header("Cache-Control", "no-store");
      if (!(await isStaff(c).catch(() => false))) return c.json({ status: database ? "ok" : "error" }, database ? 200 : 503);
      return c.json(
        {
          status: database ? "ok" : "error",
          database: { kind: state.databaseKind, ok: database },
          ready: state.isReady(),
          version: state.version,
          uptimeSeconds: Math.round((Date.now() - state.startedAt.getTime()) / 1000),
        },
        database ? 200 : 503,
      );
    })
    .get("/api/ready", (c) => {
      c.header("Cache-Control", "no-store");
      return state.isReady() ? c.json({ status: "ready" }) : c.json({ status: "starting" }, 503);
    });
}
