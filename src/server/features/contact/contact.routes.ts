import { Hono } from "hono";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { clientIp } from "#server/platform/http/client-ip";
import { parseJsonBody } from "#server/platform/http/validation";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";
import type { ApiErrorBody } from "#shared/api/api-error";
import { contactSubmissionSchema } from "#shared/contact/contact-message.schema";
import type { ContactService } from "./contact.service";

/** Five messages per connection in ten minutes: plenty for a person, little for a script. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export function contactRoutes(deps: { contact: ContactService; captcha: CaptchaVerifier; limiter: RateLimiter; trustProxy: boolean }): Hono {
  return new Hono()
    .get("/api/captcha/challenge", async (c) => {
      c.header("Cache-Control", "no-store");
      const challenge = await deps.captcha.createChallenge();
      if (!challenge) return c.json<ApiErrorBody>({ error: "This site uses another captcha provider." }, 404);
      return c.json(challenge);
    })
    .post("/api/contact", async (c) => {
      const ip = clientIp(c, deps.trustProxy);
      const limit = await deps.limiter.hit(`contact:${ip}`, CONTACT_LIMIT);
      if (!limit.allowed) {
        const minutes = Math.ceil(limit.retryAfterSeconds / 60);
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return c.json<ApiErrorBody>(
          { error: `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
          429,
        );
      }
      const parsed = await parseJsonBody(c, contactSubmissionSchema);
      if (!parsed.ok) return parsed.response;
      const { captcha, ...message } = parsed.data;
      const result = await deps.contact.submit(message, captcha, ip);
      if (!result.ok) {
        return c.json<ApiErrorBody>(
          { error: "The verification failed or expired. Please try again.", fieldErrors: { captcha: "The verification failed or expired. Please try again." } },
          400,
        );
      }
      return c.json({ id: result.id, status: "received" as const }, 201);
    });
}
