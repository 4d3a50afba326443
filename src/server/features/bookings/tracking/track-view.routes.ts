import { Hono, type Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { trackingMessage } from "#shared/tracking/tracking-messages";
import { visitorLanguage } from "../booking-http";
import type { TrackViewService } from "./track-view.service";

/** A customer's own trip: never kept by a cache, never indexed, the token never sent on in a Referer. */
export function privateTrackAnswer(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

/** GET /api/track/:token: the customer's track view (the page re-reads it on a job.changed and after a lost connection). */
export function trackViewRoutes(deps: { views: TrackViewService }): Hono {
  return new Hono().get("/api/track/:token", async (c) => {
    privateTrackAnswer(c);
    const view = await deps.views.view(c.req.param("token"));
    if (view) return c.json(view);
    return c.json<ApiErrorBody>({ error: trackingMessage("tracking.link.gone", visitorLanguage(c)), code: "tracking.link.gone" }, 404);
  });
}
