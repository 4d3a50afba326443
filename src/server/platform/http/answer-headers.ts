import type { Context } from "hono";

/**
 * Sets a header on an answer already made (middleware after `next()`). Hono's `c.header()` at that
 * point rebuilds the answer as a full web Response each time, which turns @hono/node-server's
 * light answer (a string written in one go) into a stream written in pieces: seven such headers
 * were a tenth of a booking's server time. The light answer's own headers are edited instead;
 * an answer whose headers cannot change (one passed through from fetch) gets the rebuild.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
