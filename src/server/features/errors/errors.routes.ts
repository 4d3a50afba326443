import { Hono, type Context } from "hono";
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

const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");
/** A new group's row: message, stack, the address twice (last and the list) and the fingerprint. */
const storedBytesOf = (report: ClientError) => utf8Bytes(`${report.message}${report.stack ?? ""}${report.url}${report.url}${report.where}`) + 64;

/**
 * The bytes a report costs its address: what it stores, or what it sent when that was more. The
 * body alone undercounted nothing a browser sends, but counting only the text fields did: a probe
 * had 58 reports of 6.4 KB accepted in a minute (escaped characters and fields that are dropped
 * cost us reading and parsing too), against the promised 256 KB an hour.
 */
const costOf = async (c: Context, report: ClientError) => Math.max(storedBytesOf(report), utf8Bytes(await c.req.text()));

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
    const admission = await deps.admit(c, "errors", ERROR_REPORT_LIMITS, await costOf(c, parsed.data));
    if (!admission.admitted) {
      if (admission.scope === "global") return c.json({ recorded: false }, 202);
      return tooMany(c, admission, "Too many error reports.");
    }
    const recorded = await deps.errors.recordClientError(parsed.data, c.req.header("user-agent"));
    return c.json({ recorded }, recorded ? 201 : 200);
  });
}
