import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's address. X-Forwarded-For is believed only with TRUST_PROXY=true (behind one proxy
 * we run); otherwise anyone could pick their own rate-limit bucket. Even then only its last
 * entry is: that is the one our proxy appended, the address it saw. Everything before it came
 * from the client, which could write "127.0.0.1" there to pass as a loopback scraper of /metrics
 * or take a fresh rate-limit bucket with every request.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
