import type { Logger } from "./logger";

/**
 * Unexpected errors of requests (API handlers and page rendering), as ONE structured line per
 * failed request, and at most `perMinute` of them a minute: past that only a count is kept and
 * written as one line when the minute is over. So an outsider who finds a 500 cannot fill the
 * disk with stacks, and nothing reaches the output except through pino (no forged lines).
 */
export const ERROR_LINES_PER_MINUTE = 30;

interface Pending {
  error?: unknown;
  /** The request's summary line was already written (later errors are logged on their own). */
  done: boolean;
}

export function createErrorLog(logger: Logger, options: { perMinute?: number; now?: () => number } = {}) {
  const perMinute = options.perMinute ?? ERROR_LINES_PER_MINUTE;
  const now = options.now ?? Date.now;
  const pending = new WeakMap<Request, Pending>();
  let windowStart = now();
  let written = 0;
  let suppressed = 0;

  function allow(): boolean {
    const at = now();
    if (at - windowStart >= 60_000) {
      if (suppressed > 0) logger.error({ suppressed }, "error lines suppressed in the last minute");
      windowStart = at;
      written = 0;
      suppressed = 0;
    }
    if (written < perMinute) {
      written++;
      return true;
    }
    suppressed++;
    return false;
  }

  function write(fields: Record<string, unknown>, error: unknown, message: string) {
    if (!allow()) return;
    logger.error(error === undefined ? fields : { ...fields, err: error }, message);
  }

  return {
    /** An error met while answering `request`: written with the request's line (see `finished`). */
    note(request: Request, error: unknown): void {
      const entry = pending.get(request);
      // Errors after the answer started (a stream that fails later) are logged on their own.
      if (entry?.done) write({}, error, "error after the response started");
      else pending.set(request, { error, done: false });
    },
    /** The request is answered: one line when it failed (status ≥ 500), with its error if noted. */
    finished(request: Request, fields: { method: string; path: string; status: number; ms: number }): void {
      const entry = pending.get(request);
      pending.set(request, { done: true });
      if (fields.status >= 500) write(fields, entry?.error, "request failed");
    },
    /** Errors outside any request (start-up tasks use the logger directly). */
    record(error: unknown, fields: Record<string, unknown> = {}): void {
      write(fields, error, "unexpected error");
    },
  };
}
export type ErrorLog = ReturnType<typeof createErrorLog>;
