import type { Context } from "hono";
import { clientIp } from "#server/platform/http/client-ip";
import type { RateLimiter, RateLimitOptions } from "./rate-limit";

/**
 * ARCHITECTURE rule 11: every anonymous write has a per-address limit and a global ceiling,
 * counted atomically before the work (and its retention is a scheduled purge of its module).
 * Bytes are counted as well where the write stores visitor text of varying size.
 */
export interface AnonymousWriteLimits {
  /** Writes per address. */
  perAddress: RateLimitOptions;
  /** Writes from everyone together. */
  global: RateLimitOptions;
  /** Stored bytes per address and from everyone (optional: for writes of visitor text). */
  bytesPerAddress?: RateLimitOptions;
  bytesGlobal?: RateLimitOptions;
}

export type Admission = { admitted: true } | { admitted: false; scope: "address" | "global"; retryAfterSeconds: number };

/**
 * Admits one anonymous write of `bytes` bytes. The address's own limits are counted first, so an
 * address already over its limit does not use up everyone's ceiling.
 */
export function createAnonymousWriteGate(limiter: RateLimiter, trustProxy: boolean) {
  return async function admit(c: Context, name: string, limits: AnonymousWriteLimits, bytes = 0): Promise<Admission> {
    const ip = clientIp(c, trustProxy);
    const checks: [string, RateLimitOptions | undefined, number, "address" | "global"][] = [
      [`${name}:${ip}`, limits.perAddress, 1, "address"],
      [`${name}-bytes:${ip}`, limits.bytesPerAddress, bytes, "address"],
      [`${name}:*`, limits.global, 1, "global"],
      [`${name}-bytes:*`, limits.bytesGlobal, bytes, "global"],
    ];
    for (const [key, options, weight, scope] of checks) {
      if (!options || weight < 1) continue;
      const result = await limiter.hit(key, options, weight);
      if (!result.allowed) return { admitted: false, scope, retryAfterSeconds: result.retryAfterSeconds };
    }
    return { admitted: true };
  };
}
export type AnonymousWriteGate = ReturnType<typeof createAnonymousWriteGate>;

/** The 429 for an anonymous write over its limit, with Retry-After. */
export function tooMany(c: Context, admission: Extract<Admission, { admitted: false }>, message: string): Response {
  c.header("Retry-After", String(admission.retryAfterSeconds));
  return c.json({ error: message }, 429);
}
