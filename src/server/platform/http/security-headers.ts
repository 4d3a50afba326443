import type { MiddlewareHandler } from "hono";

/** Conservative headers on every answer; HSTS only when the site is served over https. */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
