import pino, { type DestinationStream } from "pino";

/**
 * One logger for the process; everything is written through it as one JSON line per entry, so
 * text from a request (a path, a message) always sits inside a JSON string and cannot forge a
 * line of its own (ARCHITECTURE rule 13). Token links carry secrets in their path, so request
 * paths are redacted before they are logged (DESIGN: tokens never appear in logs).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = ReturnType<typeof createLogger>;

/** Fields of database errors that hold the statement's values (drizzle, postgres.js, PGlite; "detail" quotes a conflicting key). */
const VALUE_FIELDS = new Set(["params", "parameters", "values", "args", "binds", "detail"]);
/** Drizzle's "Failed query: …\nparams: a,b" lists the values after "params:" (up to the stack frames). */
const PARAMS_IN_TEXT = /\nparams:[\s\S]*?(?=\n\s+at |$)/;

/**
 * pino's error serializer, minus the values of a failed SQL statement: a contact message or an
 * email address in a parameter must not reach the log. The statement text (placeholders only),
 * the code and the stack stay, and so does the cause, cleaned the same way.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return clean(serialized, 0);
}

function clean(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) continue;
    if ((key === "message" || key === "stack") && typeof field === "string") out[key] = field.replace(PARAMS_IN_TEXT, "\nparams: [not logged]");
    else if (field && typeof field === "object" && !Array.isArray(field) && depth < 4) out[key] = clean(field as Record<string, unknown>, depth + 1);
    else out[key] = field;
  }
  return out;
}

// Pages (/booking-info/<token>, /ar/…) and their API (/api/booking-info/<token>/…); "lookup" is no token.
const TOKEN_PATH =
  /^(\/(?:api\/)?(?:ar\/)?(?:booking-info|testimonials\/thank-you|operator-confirm|operator-availability|op\/start|track))\/(?!lookup(?:[/?#]|$))[^/?#]+/;
export function redactPath(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
