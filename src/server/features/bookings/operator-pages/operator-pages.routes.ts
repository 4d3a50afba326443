import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sha256Hex } from "#server/platform/auth/tokens";
import { clientIp } from "#server/platform/http/client-ip";
import type { RateLimiter, RateLimitOptions } from "#server/platform/rate-limit/rate-limit";
import { bilingualRefusal, OPERATOR_PAGE_HEADERS } from "./operator-page-headers";

/** The pages' own paths: the forms post back to them (outside /api, whose bodies are JSON only). */
export const OPERATOR_PAGE_ROUTES = ["/operator-availability/:token", "/operator-confirm/:token", "/op/start/:token"] as const;

/** A form of these pages is a few hundred bytes: a driver's name and phone, a plate, a note of 500 characters. */
export const OPERATOR_FORM_MAX_BYTES = 8 * 1024;

/**
 * ARCHITECTURE rule 11: posts per link, per address and from everyone, counted before the page
 * reads anything. A link is used by one driver for a handful of taps (a double tap counts two),
 * so these leave room for every honest use and stop a script.
 */
export const OPERATOR_POST_LIMITS = {
  perToken: { limit: 30, windowMs: 10 * 60_000 },
  perAddress: { limit: 60, windowMs: 10 * 60_000 },
  global: { limit: 3_000, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitOptions>;

const TOO_MANY = {
  en: "Too many taps on this page. Please wait a few minutes and try again.",
  ar: "ضغطات كثيرة على هذه الصفحة. انتظر بضع دقائق ثم حاول مرة أخرى.",
};
const FOREIGN = { en: "This form can only be sent from its own page.", ar: "لا يمكن إرسال هذا النموذج إلا من صفحته." };
const NOT_A_FORM = { en: "Please send the form from the page.", ar: "يرجى إرسال النموذج من الصفحة نفسها." };
const TOO_LARGE = { en: "The form is larger than allowed.", ar: "النموذج أكبر من المسموح." };

/**
 * A post must come from the page itself. These pages send no Referer (no-referrer), with which
 * browsers send "Origin: null" on a form post; so a foreign origin, or a browser saying the post
 * comes from another site (Sec-Fetch-Site), is refused, and a missing or null origin is not. The
 * token in the path is the secret a forged post would also need.
 */
function foreignPost(c: Context, siteUrl: string): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}

/**
 * In front of React Router (which renders the pages and runs their actions): the headers of every
 * answer, and for posts the checks that come before reading anything: a form of a sensible size,
 * from the page's own site, within the limits.
 */
export function operatorPagesRoutes(deps: { limiter: RateLimiter; trustProxy: boolean; siteUrl: string }): Hono {
  const limitBody = bodyLimit({ maxSize: OPERATOR_FORM_MAX_BYTES, onError: () => bilingualRefusal(413, TOO_LARGE, { Connection: "close" }) });
  const guard: MiddlewareHandler = async (c, next) => {
    if (c.req.method === "POST") {
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded") return bilingualRefusal(415, NOT_A_FORM, { Connection: "close" });
      if (foreignPost(c, deps.siteUrl)) return bilingualRefusal(403, FOREIGN, { Connection: "close" });
      const token = c.req.param("token") ?? "";
      const checks: [string, RateLimitOptions][] = [
        [`operator-page:token:${sha256Hex(token).slice(0, 32)}`, OPERATOR_POST_LIMITS.perToken],
        [`operator-page:${clientIp(c, deps.trustProxy)}`, OPERATOR_POST_LIMITS.perAddress],
        ["operator-page:*", OPERATOR_POST_LIMITS.global],
      ];
      for (const [key, options] of checks) {
        const result = await deps.limiter.hit(key, options);
        if (!result.allowed) return bilingualRefusal(429, TOO_MANY, { "Retry-After": String(result.retryAfterSeconds), Connection: "close" });
      }
      // React Router refuses an action whose Origin is not the request's own, "null" included:
      // the post passed the check above, so it goes on as the same-origin post it is.
      const origin = c.req.header("origin");
      if (!origin || origin === "null") {
        const headers = new Headers(c.req.raw.headers);
        headers.set("origin", new URL(c.req.url).origin);
        c.req.raw = new Request(c.req.raw, { headers });
      }
      // The limit's own refusal is a response of its own (with the private headers).
      const refused = await limitBody(c, next);
      if (refused instanceof Response) return refused;
    } else await next();
    for (const [name, value] of OPERATOR_PAGE_HEADERS) c.res.headers.set(name, value);
  };
  const app = new Hono();
  for (const path of OPERATOR_PAGE_ROUTES) app.use(path, guard);
  return app;
}
