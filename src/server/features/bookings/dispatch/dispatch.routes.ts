import type { Context } from "hono";
import type { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { staffLanguage } from "#server/platform/http/staff-language";
import { fieldErrorsOf } from "#server/platform/http/validation";
import { dispatchMessage } from "#shared/dispatch/dispatch-messages";
import { askAvailabilitySchema, assignSchema, emptyBodySchema, staffJobMoveSchema, unassignSchema } from "#shared/dispatch/dispatch.schema";
import type { DispatchReads } from "./dispatch-read.service";
import type { DispatchService } from "./dispatch.service";
import type { DispatchSystem } from "./dispatch-system.service";
import type { JobMoveResult } from "./job-move.service";

/** Job ids are serial integers; anything else names no leg (404 before any query). */
function jobIdOf(c: Context): number | null {
  const value = c.req.param("jobId") ?? "";
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
const notFound = (c: Context) =>
  c.json<ApiErrorBody>({ error: dispatchMessage("dispatch.job.notFound", staffLanguage(c)), code: "dispatch.job.notFound" }, 404);

/** A body with its shared schema; each field's message (a key) in the staff member's language. */
async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const language = staffLanguage(c);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(result.error)).map(([field, key]) => [field, dispatchMessage(key, language)]));
  return {
    ok: false,
    response: c.json<ApiErrorBody>({ error: Object.values(fieldErrors)[0] ?? dispatchMessage("dispatch.text.invalid", language), fieldErrors }, 400),
  };
}

/**
 * The job tracker's dispatch API (src/shared/dispatch/dispatch-api.ts): reads for every role
 * (dashboard.read), moves for operations and admin (operations.write). A move answers the leg as
 * it is now; a refusal is a sentence in the staff member's language with its key as `code`, and a
 * 409 carries the leg's current state (and the other legs on "dispatch.overlap").
 */
export function dispatchRoutes(deps: { reads: DispatchReads; staff: DispatchService; system: DispatchSystem }): AdminRoute[] {
  const { reads } = deps;
  async function answer(c: Context, jobId: number, result: JobMoveResult): Promise<Response> {
    if (result.ok) {
      const leg = await reads.leg(jobId);
      return leg ? c.json(leg) : notFound(c);
    }
    if (result.status === 404) return notFound(c);
    const language = staffLanguage(c);
    const body = { error: dispatchMessage(result.key, language), code: result.key, current: result.current, overlap: result.overlap };
    return c.json(body, result.status === 409 ? 409 : 400);
  }
  const write = <S extends z.ZodType>(path: string, schema: S, run: (staff: StaffContext, jobId: number, input: z.infer<S>) => Promise<JobMoveResult>) =>
    adminRoute("POST", `/api/admin/jobs/:jobId/${path}`, "operations.write", async (c, staff) => {
      const jobId = jobIdOf(c);
      if (jobId === null) return notFound(c);
      const parsed = await parseBody(c, schema);
      if (!parsed.ok) return parsed.response;
      return answer(c, jobId, await run(staff, jobId, parsed.data));
    });

  return [
    adminRoute("GET", "/api/admin/jobs/:jobId/dispatch", "dashboard.read", async (c) => {
      const jobId = jobIdOf(c);
      const leg = jobId === null ? null : await reads.leg(jobId);
      return leg ? c.json(leg) : notFound(c);
    }),
    adminRoute("GET", "/api/admin/jobs/:jobId/candidates", "dashboard.read", async (c) => {
      const jobId = jobIdOf(c);
      const candidates = jobId === null ? null : await reads.candidates(jobId);
      return candidates ? c.json(candidates) : notFound(c);
    }),
    adminRoute("GET", "/api/admin/dispatch/alerts", "dashboard.read", async (c) => c.json(await reads.alerts())),
    // Money: what the company pays operators is for operations and admin only (like revenue).
    adminRoute("GET", "/api/admin/dispatch/margin", "operations.write", async (c) => c.json(await reads.margin(new Date()))),
    write("ask", askAvailabilitySchema, (staff, jobId, input) => deps.staff.ask(staff.actor, jobId, input)),
    write("assign", assignSchema, (staff, jobId, input) => deps.staff.assign(staff.actor, jobId, input)),
    write("unassign", unassignSchema, (staff, jobId, input) => deps.staff.unassign(staff.actor, jobId, input)),
    write("transition", staffJobMoveSchema, (staff, jobId, input) => deps.staff.transition(staff.actor, jobId, input)),
    write("start-link", emptyBodySchema, (staff, jobId) => deps.system.resendStartLink(staff.actor, jobId)),
    write("dismiss-alert", emptyBodySchema, (staff, jobId) => deps.staff.dismissAlert(staff.actor, jobId)),
  ];
}
