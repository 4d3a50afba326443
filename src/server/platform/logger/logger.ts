import pino from "pino";

/**
 * One logger for the process. Token links carry secrets in their path, so request paths are
 * redacted before they are logged (DESIGN: tokens never appear in logs).
 */
export function createLogger(level: string) {
  return pino({ level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] });
}
export type Logger = ReturnType<typeof createLogger>;

const TOKEN_PATH = /^(\/(?:ar\/)?(?:booking-info|operator-confirm|operator-availability|op\/start|track))\/[^/?#]+/;
export function redactPath(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
