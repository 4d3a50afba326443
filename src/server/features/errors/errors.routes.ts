import { Hono } from "hono";
import { parseJsonBody } from "#server/platform/http/validation";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { clientErrorSchema, type ClientError } from "#shared/errors/client-error.schema";
import type { ErrorsService } from "./errors.service";

/**
 * Browser reports are anonymous writes (ARCHITECTURE rule 11): counted per address and for
 * everyone, in reports and in bytes, per hour. Repeats group into one row (count, last seen).
 */
export const ERROR_REPORT_LIMITS = {
  perAddress: { limit: 120, windowMs: 60 * 60_000 },
  bytesPerAddress: { limit: 256 * 1024, windowMs: 60 * 60_000 },
  global: { limit: 2_000, windowMs: 60 * 60_000 },
  bytesGlobal: { limit: 8 * 1024 * 1024, windowMs: 60 * 60_000 },
};

const sizeOf = (report: ClientError) => Buffer.byteLength(`${report.message}${report.stack ?? ""}${report.url}${report.where}`, "utf8");

/**
 * POST /api/errors: 201 recorded; 200 `{recorded:false}` not ours (a browser extension); 400
 * malformed; 429 with Retry-After when this address is over its hourly reports or bytes; 202
 * `{recorded:false}` when everyone together is over the ceiling (dropped: the visitor is not at
 * fault, and a page should not retry).
 */
export function errorsRoutes(deps: { errors: ErrorsService; admit: AnonymousWriteGate }): Hono {
  return new Hono().post("/api/errors", async (c) => {
    const parsed = await parseJsonBody(c, clientErrorSchema);
    if (!parsed.ok) return parsed.response;
    const admission = await deps.admit(c, "errors", ERROR_REPORT_LIMITS, sizeOf(parsed.data));
    if (!admission.admitted) {
      if (admission.scope === "global") return c.json({ recorded: false }, 202);
      return tooMany(c, admission, "Too many error reports.");
    }
    const recorded = await deps.errors.recordClientError(parsed.data, c.req.header("user-agent"));
    return c.json({ recorded }, recorded ? 201 : 200);
  });
}
