import { Hono } from "hono";
import { parseQuery } from "#server/platform/http/validation";
import { prayerTimesQuerySchema, ratesQuerySchema, weatherQuerySchema } from "#shared/quick-tools/quick-tools.schema";
import type { QuickToolsService } from "./quick-tools.service";

/** The Quick Tools bar's three reads. Outside failures never surface here: the service falls back. */
export function quickToolsRoutes(deps: { quickTools: QuickToolsService }): Hono {
  return new Hono()
    .get("/api/quick-tools/prayer-times", async (c) => {
      const query = parseQuery(c, prayerTimesQuerySchema);
      if (!query.ok) return query.response;
      // Carries the server's clock: never a stale copy.
      c.header("Cache-Control", "no-store");
      return c.json(await deps.quickTools.prayerTimes(query.data.city));
    })
    .get("/api/quick-tools/rates", async (c) => {
      const query = parseQuery(c, ratesQuerySchema);
      if (!query.ok) return query.response;
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await deps.quickTools.rates(query.data.base));
    })
    .get("/api/quick-tools/weather", async (c) => {
      const query = parseQuery(c, weatherQuerySchema);
      if (!query.ok) return query.response;
      c.header("Cache-Control", "public, max-age=120");
      return c.json(await deps.quickTools.weather(query.data.city, query.data.unit));
    });
}
