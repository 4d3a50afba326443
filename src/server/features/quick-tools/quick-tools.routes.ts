import { Hono, type Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { parseQuery } from "#server/platform/http/validation";
import {
  prayerTimesQuerySchema,
  ratesQuerySchema,
  unknownCityMessage,
  unknownCurrencyMessage,
  weatherQuerySchema,
} from "#shared/quick-tools/quick-tools.schema";
import type { NotOffered, QuickToolsService } from "./quick-tools.service";

/**
 * The Quick Tools bar's reads. Outside failures never surface here: the service falls back.
 * Switched off on /admin/configurations (feature flag), every one answers 404.
 */
export function quickToolsRoutes(deps: { quickTools: QuickToolsService }): Hono {
  const notFound = (c: Context) => c.json<ApiErrorBody>({ error: "Not found." }, 404);
  const refuse = (c: Context, field: "city" | "base", message: string) => c.json<ApiErrorBody>({ error: message, fieldErrors: { [field]: message } }, 400);
  const isNotOffered = (answer: object): answer is NotOffered => "notOffered" in answer;

  return new Hono()
    .use("/api/quick-tools/*", async (c, next) => {
      if (!(await deps.quickTools.enabled())) return notFound(c);
      await next();
    })
    .get("/api/quick-tools/options", async (c) => {
      // Short: an administrator's addition shows within a minute.
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await deps.quickTools.options());
    })
    .get("/api/quick-tools/prayer-times", async (c) => {
      const query = parseQuery(c, prayerTimesQuerySchema);
      if (!query.ok) return query.response;
      const answer = await deps.quickTools.prayerTimes(query.data.city);
      if (isNotOffered(answer)) return refuse(c, "city", unknownCityMessage(answer.notOffered));
      // Carries the server's clock: never a stale copy.
      c.header("Cache-Control", "no-store");
      return c.json(answer);
    })
    .get("/api/quick-tools/rates", async (c) => {
      const query = parseQuery(c, ratesQuerySchema);
      if (!query.ok) return query.response;
      const answer = await deps.quickTools.rates(query.data.base);
      if (isNotOffered(answer)) return refuse(c, "base", unknownCurrencyMessage(answer.notOffered));
      c.header("Cache-Control", "public, max-age=300");
      return c.json(answer);
    })
    .get("/api/quick-tools/weather", async (c) => {
      const query = parseQuery(c, weatherQuerySchema);
      if (!query.ok) return query.response;
      const answer = await deps.quickTools.weather(query.data.city, query.data.unit);
      if (isNotOffered(answer)) return refuse(c, "city", unknownCityMessage(answer.notOffered));
      c.header("Cache-Control", "public, max-age=120");
      return c.json(answer);
    });
}
