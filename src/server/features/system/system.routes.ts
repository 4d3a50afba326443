import { Hono } from "hono";

export interface SystemState {
  isReady(): boolean;
  ping(): Promise<boolean>;
  databaseKind: string;
  startedAt: Date;
  version: string;
}

/** Liveness with the database checked, and readiness that waits for migrations. */
export function systemRoutes(state: SystemState): Hono {
  return new Hono()
    .get("/api/health", async (c) => {
      const database = await state.ping().catch(() => false);
      c.header("Cache-Control", "no-store");
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
