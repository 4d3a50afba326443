import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { trackingMessage } from "#shared/tracking/tracking-messages";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffLanguage } from "#server/platform/http/staff-language";
import type { TrackLinks } from "./track-links.service";

/** Job ids are serial integers; anything else names no leg (404 before any query). */
function jobIdOf(c: Context): number | null {
  const value = c.req.param("jobId") ?? "";
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
const refusal = (c: Context, status: 404 | 409, key: string) => c.json<ApiErrorBody>({ error: trackingMessage(key, staffLanguage(c)), code: key }, status);

/**
 * The customer's track link on the staff side (src/shared/tracking/tracking-api.ts): it carries
 * access to where the vehicle is, so only operations and admin see, reissue or revoke it, each
 * change audited. The live map and a leg's track are the read side's (track-view.parts.ts).
 */
export function trackingAdminRoutes(deps: { trackLinks: TrackLinks }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/jobs/:jobId/track-link", "operations.write", async (c) => {
      const jobId = jobIdOf(c);
      const state = jobId === null ? null : await deps.trackLinks.state(jobId);
      return state ? c.json(state) : refusal(c, 404, "tracking.job.notFound");
    }),
    adminRoute("POST", "/api/admin/jobs/:jobId/track-link", "operations.write", async (c, staff) => {
      const jobId = jobIdOf(c);
      if (jobId === null) return refusal(c, 404, "tracking.job.notFound");
      const issued = await deps.trackLinks.reissue(jobId, staff.actor);
      if (issued === "not_found") return refusal(c, 404, "tracking.job.notFound");
      if (issued === "not_started") return refusal(c, 409, "tracking.link.notStarted");
      return c.json(issued);
    }),
    adminRoute("DELETE", "/api/admin/jobs/:jobId/track-link", "operations.write", async (c, staff) => {
      const jobId = jobIdOf(c);
      if (jobId === null) return refusal(c, 404, "tracking.job.notFound");
      const state = await deps.trackLinks.revoke(jobId, staff.actor);
      return state === "not_found" ? refusal(c, 404, "tracking.job.notFound") : c.json(state);
    }),
  ];
}
