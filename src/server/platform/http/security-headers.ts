import type { MiddlewareHandler } from "hono";
import { setAnswerHeader } from "./answer-headers";

/**
 * Conservative headers on every answer; HSTS only when the site is served over https. `csp` is
 * the policy of answers that are not pages (no inline script); a page carries its own (its
 * nonce or its scripts' hashes, ssr.ts) and keeps it, as does an answer with its own
 * Referrer-Policy (booking pages: no-referrer).
 */
export function securityHeaderList(https: boolean, csp: string): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** `csp` is read per answer (it follows the stream address and the captcha set on /admin/configurations); the list is rebuilt only when it changes. */
export function securityHeaders(options: { https: boolean; csp: () => string }): MiddlewareHandler {
  let csp = options.csp();
  let list = securityHeaderList(options.https, csp);
  return async (c, next) => {
    await next();
    if (options.csp() !== csp) {
      csp = options.csp();
      list = securityHeaderList(options.https, csp);
    }
    const headers = c.res.headers;
    for (const [name, value] of list) {
      if ((name === "Content-Security-Policy" || name === "Referrer-Policy") && headers.has(name)) continue;
      setAnswerHeader(c, name, value);
    }
  };
}
