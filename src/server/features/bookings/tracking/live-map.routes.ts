import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { trackingMessage } from "#shared/tracking/tracking-messages";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffLanguage } from "#server/platform/http/staff-language";
import type { LiveMapService } from "./live-map.service";

const jobIdOf = (c: Context) => Number(c.req.param("jobId"));

/**
 * The job tracker's maps: GET /api/admin/tracking/live (every leg under way) and
 * GET /api/admin/jobs/:jobId/track (one leg's polyline); read by every role, like the tracker.
 */
export function liveMapRoutes(deps: { maps: LiveMapService }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/tracking/live", "dashboard.read", async (c) => c.json(await deps.maps.live())),
    adminRoute("GET", "/api/admin/jobs/:jobId/track", "dashboard.read", async (c) => {
      const track = await deps.maps.track(jobIdOf(c));
      if (!track) return c.json<ApiErrorBody>({ error: trackingMessage("tracking.job.notFound", staffLanguage(c)), code: "tracking.job.notFound" }, 404);
      return c.json(track);
    }),
  ];
}
