import type { Context } from "hono";
import type { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The first message for each bad field, keyed by its path ("pickup.place"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * Parses a JSON body with one shared schema; bad input becomes a 400 that changes nothing.
 * `translate` turns the schema's English sentences into the reader's language (staff APIs).
 */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  translate: (english: string) => string = (english) => english,
): Promise<Parsed<z.infer<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json<ApiErrorBody>({ error: translate("The request body must be JSON.") }, 400) };
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(result.error)).map(([field, message]) => [field, translate(message)]));
    return { ok: false, response: c.json<ApiErrorBody>({ error: translate("Some fields are not valid."), fieldErrors }, 400) };
  }
  return { ok: true, data: result.data };
}

/** Parses query parameters with a schema; bad input becomes a 400 (`translate` as for parseJsonBody). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S, translate: (english: string) => string = (english) => english): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(result.error)).map(([field, message]) => [field, translate(message)]));
    return { ok: false, response: c.json<ApiErrorBody>({ error: Object.values(fieldErrors)[0] ?? translate("Invalid query."), fieldErrors }, 400) };
  }
  return { ok: true, data: result.data };
}
