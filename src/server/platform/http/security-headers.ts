import type { MiddlewareHandler } from "hono";

/** Conservative headers on every answer; HSTS only when the site is served over https. */
export function securityHeaderList(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const list = securityHeaderList(options.https);
  return async (c, next) => {
    await next();
    for (const [name, value] of list) c.header(name, value);
  };
}
