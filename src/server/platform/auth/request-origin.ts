import type { Context } from "hono";

/**
 * State-changing requests must come from our own pages: the Origin header (or, failing that,
 * the Referer) must be this site's origin or the origin the request was addressed to.
 */
export function sameOrigin(c: Context, siteUrl: string): boolean {
  const claimed = c.req.header("origin") ?? originOf(c.req.header("referer"));
  if (!claimed || claimed === "null") return false;
  const allowed = new Set([new URL(siteUrl).origin, new URL(c.req.url).origin]);
  return allowed.has(claimed);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
