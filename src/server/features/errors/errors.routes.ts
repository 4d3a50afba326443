import { Hono, type Context } from "hono";
import { parseJsonBody } from "#server/platform/http/validation";
import { clientErrorSchema } from "#shared/errors/client-error.schema";
import type { ErrorsService } from "./errors.service";

export function errorsRoutes(deps: { errors: ErrorsService; allow: (c: Context) => Promise<Response | null> }): Hono {
  return new Hono().post("/api/errors", async (c) => {
    const limited = await deps.allow(c);
    if (limited) return limited;
    const parsed = await parseJsonBody(c, clientErrorSchema);
    if (!parsed.ok) return parsed.response;
    const recorded = await deps.errors.recordClientError(parsed.data);
    return c.json({ recorded }, recorded ? 201 : 200);
  });
}
