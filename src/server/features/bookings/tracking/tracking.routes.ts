import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiErrorBody } from "#shared/api/api-error";
import { languageFromAcceptHeader } from "#shared/i18n/localized-path";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { positionBatchSchema } from "#shared/tracking/position.schema";
import { isTrackingMessageKey, trackingMessage } from "#shared/tracking/tracking-messages";
import { clientIp } from "#server/platform/http/client-ip";
import type { RateLimiter, RateLimitOptions } from "#server/platform/rate-limit/rate-limit";
import { sha256Hex } from "#server/platform/auth/tokens";
import { fieldErrorsOf } from "#server/platform/http/validation";
import type { PositionIngest } from "./position-ingest.service";

/**
 * Position posts per start link (a fix every 5 s is 12 a minute; a queue drained after an outage
 * adds a burst of batches), per address (many drivers share a mobile operator's address), and
 * from everyone together (ARCHITECTURE rule 11).
 */
export const POSITION_LIMITS = {
  perToken: { limit: 60, windowMs: 60_000 },
  perAddress: { limit: 1_200, windowMs: 60_000 },
  global: { limit: 120_000, windowMs: 60_000 },
} satisfies Record<string, RateLimitOptions>;
/** 50 fixes of about 200 bytes each, with room. */
export const POSITION_BATCH_MAX_BYTES = 16 * 1024;

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Token answers: never cached, never indexed, and the token never leaves in a Referer. */
function private_(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

/** The driver's page says its language (?lang=), else the browser's. */
function languageOf(c: Context): Language {
  const lang = c.req.query("lang");
  return isLanguage(lang) ? lang : languageFromAcceptHeader(c.req.header("accept-language"));
}

const refusal = (c: Context, status: 400 | 404 | 409 | 413 | 429, key: string, extra: Record<string, unknown> = {}) =>
  c.json<ApiErrorBody & Record<string, unknown>>({ error: trackingMessage(key, languageOf(c)), code: key, ...extra }, status);

/**
 * Live tracking's public write route (src/shared/tracking/tracking-api.ts): the driver's start
 * page posts its fixes. The customer's page reads its view from the read side (track-view.parts.ts).
 */
export function trackingRoutes(deps: { ingest: PositionIngest; limiter: RateLimiter | null; trustProxy: boolean }): Hono {
  const limited = async (c: Context, token: string): Promise<Response | null> => {
    if (!deps.limiter) return null;
    const checks: [string, RateLimitOptions][] = [
      [`positions:token:${sha256Hex(token).slice(0, 32)}`, POSITION_LIMITS.perToken],
      [`positions:${clientIp(c, deps.trustProxy)}`, POSITION_LIMITS.perAddress],
      ["positions:*", POSITION_LIMITS.global],
    ];
    for (const [key, options] of checks) {
      const result = await deps.limiter.hit(key, options);
      if (!result.allowed) {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return refusal(c, 429, "tracking.busy");
      }
    }
    return null;
  };

  return new Hono().post(
    "/api/op/positions/:token",
    async (c, next) => {
      private_(c);
      await next();
    },
    bodyLimit({ maxSize: POSITION_BATCH_MAX_BYTES, onError: (c) => refusal(c, 413, "tracking.batch.tooLarge") }),
    async (c) => {
      const token = c.req.param("token");
      if (!TOKEN.test(token)) return refusal(c, 404, "tracking.link.gone");
      const busy = await limited(c, token);
      if (busy) return busy;
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return refusal(c, 400, "tracking.batch.invalid");
      }
      const parsed = positionBatchSchema.safeParse(raw);
      if (!parsed.success) {
        const [key = ""] = Object.values(fieldErrorsOf(parsed.error));
        return refusal(c, 400, isTrackingMessageKey(key) ? key : "tracking.batch.invalid");
      }
      const outcome = await deps.ingest.ingest(token, parsed.data);
      if (outcome.ok) return c.json(outcome.result);
      if (outcome.status === 404) return refusal(c, 404, "tracking.link.gone");
      return refusal(c, 409, "tracking.notSharing", { sharing: false, status: outcome.leg });
    },
  );
}
