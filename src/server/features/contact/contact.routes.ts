import { Hono } from "hono";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { clientIp } from "#server/platform/http/client-ip";
import { parseJsonBody } from "#server/platform/http/validation";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { ApiErrorBody } from "#shared/api/api-error";
import { contactSubmissionSchema } from "#shared/contact/contact-message.schema";
import type { ContactService } from "./contact.service";

/**
 * Five messages per connection in ten minutes: plenty for a person, little for a script; and a
 * ceiling for everyone together, so many addresses cannot fill the inbox either.
 */
export const CONTACT_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
  global: { limit: 200, windowMs: 60 * 60_000 },
};
/** Each challenge costs a key derivation: a person needs a few, a script asked for 841 a second. */
export const CHALLENGE_LIMITS = {
  perAddress: { limit: 30, windowMs: 10_000 },
  global: { limit: 1_000, windowMs: 10_000 },
};

export function contactRoutes(deps: { contact: ContactService; captcha: CaptchaVerifier; admit: AnonymousWriteGate; trustProxy: boolean }): Hono {
  return new Hono()
    .get("/api/captcha/challenge", async (c) => {
      c.header("Cache-Control", "no-store");
      const admission = await deps.admit(c, "captcha-challenge", CHALLENGE_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, "Too many verification requests. Please wait a few seconds.");
      const challenge = await deps.captcha.createChallenge();
      if (!challenge) return c.json<ApiErrorBody>({ error: "This site uses another captcha provider." }, 404);
      return c.json(challenge);
    })
    .post("/api/contact", async (c) => {
      const admission = await deps.admit(c, "contact", CONTACT_LIMITS);
      if (!admission.admitted) {
        const minutes = Math.ceil(admission.retryAfterSeconds / 60);
        const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
        return tooMany(
          c,
          admission,
          admission.scope === "address"
            ? `Too many messages from your connection. Please try again in ${wait}.`
            : `We are receiving too many messages right now. Please try again in ${wait}.`,
        );
      }
      const parsed = await parseJsonBody(c, contactSubmissionSchema);
      if (!parsed.ok) return parsed.response;
      const { captcha, ...message } = parsed.data;
      const result = await deps.contact.submit(message, captcha, clientIp(c, deps.trustProxy));
      if (!result.ok) {
        return c.json<ApiErrorBody>(
          { error: "The verification failed or expired. Please try again.", fieldErrors: { captcha: "The verification failed or expired. Please try again." } },
          400,
        );
      }
      return c.json({ id: result.id, status: "received" as const }, 201);
    });
}
