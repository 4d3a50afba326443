import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";

/** Until when someone must wait after too many attempts (sign-in, codes, emailed links). */
export interface Lockout {
  retryAt: Date;
  minutes: number;
}

export function lockoutAfter(retryAfterSeconds: number, now: Date = new Date()): Lockout {
  return { retryAt: new Date(now.getTime() + retryAfterSeconds * 1000), minutes: Math.ceil(retryAfterSeconds / 60) };
}

export function lockoutMessage(lockout: Lockout): string {
  return `Too many failed attempts. Try again in ${lockout.minutes} minute${lockout.minutes === 1 ? "" : "s"}.`;
}

/**
 * The 429 of a lockout, with Retry-After and the time it ends (the forms show that time in the
 * reader's language); `say` words the sentence in the back office's language.
 */
export function lockedAnswer(c: Context, lockout: Lockout, say: (english: string) => string): Response {
  c.header("Retry-After", String(lockout.minutes * 60));
  return c.json<ApiErrorBody>({ error: say(lockoutMessage(lockout)), code: "locked", retryAt: lockout.retryAt.toISOString() }, 429);
}
