import { Hono, type Context } from "hono";
import { clientIp } from "#server/platform/http/client-ip";
import { parseJsonBody } from "#server/platform/http/validation";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { ApiErrorBody } from "#shared/api/api-error";
import { testimonialSubmissionSchema, verifiedTestimonialSchema } from "#shared/testimonials/testimonial-submission.schema";
import type { TestimonialSubmissions } from "./testimonial-submission.service";

/** A person writes one review, perhaps two; a script is stopped early, and all together are capped. */
export const TESTIMONIAL_LIMITS = {
  perAddress: { limit: 3, windowMs: 60 * 60_000 },
  global: { limit: 100, windowMs: 60 * 60_000 },
  bytesPerAddress: { limit: 20_000, windowMs: 60 * 60_000 },
  bytesGlobal: { limit: 1_000_000, windowMs: 60 * 60_000 },
};
/** Opening and sending a thank-you link: generous for a person, a wall for someone guessing tokens. */
export const THANK_YOU_LIMITS = {
  perAddress: { limit: 20, windowMs: 10 * 60_000 },
  global: { limit: 2_000, windowMs: 10 * 60_000 },
};

const INVALID_LINK = "This review link is not valid: it may have expired or already been used. You can still write a review on our reviews page.";
const CAPTCHA_FAILED = "The verification failed or expired. Please try again.";

/** Token answers: never cached, never indexed, and the token never leaves in a Referer. */
function private_(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

export function testimonialSubmissionRoutes(deps: { submissions: TestimonialSubmissions; admit: AnonymousWriteGate; trustProxy: boolean }): Hono {
  return new Hono()
    .post("/api/testimonials", async (c) => {
      c.header("Cache-Control", "no-store");
      const bytes = Number(c.req.header("content-length") ?? 0) || 0;
      const admission = await deps.admit(c, "testimonial", TESTIMONIAL_LIMITS, Math.min(bytes, 20_000));
      if (!admission.admitted) {
        const who = admission.scope === "address" ? "Too many reviews from your connection." : "We are receiving too many reviews right now.";
        return tooMany(c, admission, `${who} Please try again in ${waitText(admission.retryAfterSeconds)}.`);
      }
      const parsed = await parseJsonBody(c, testimonialSubmissionSchema);
      if (!parsed.ok) return parsed.response;
      const { captcha, ...review } = parsed.data;
      const result = await deps.submissions.submitPublic(review, captcha, clientIp(c, deps.trustProxy));
      if (!result.ok) return c.json<ApiErrorBody>({ error: CAPTCHA_FAILED, fieldErrors: { captcha: CAPTCHA_FAILED } }, 400);
      return c.json({ id: result.id, status: "pending" as const }, 201);
    })
    .get("/api/testimonials/thank-you/:token", async (c) => {
      private_(c);
      const admission = await deps.admit(c, "testimonial-link", THANK_YOU_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, `Too many attempts. Please try again in ${waitText(admission.retryAfterSeconds)}.`);
      const link = await deps.submissions.thankYouLink(c.req.param("token"));
      return link ? c.json(link) : c.json<ApiErrorBody>({ error: INVALID_LINK }, 404);
    })
    .post("/api/testimonials/thank-you/:token", async (c) => {
      private_(c);
      const admission = await deps.admit(c, "testimonial-link", THANK_YOU_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, `Too many attempts. Please try again in ${waitText(admission.retryAfterSeconds)}.`);
      const parsed = await parseJsonBody(c, verifiedTestimonialSchema);
      if (!parsed.ok) return parsed.response;
      const id = await deps.submissions.submitVerified(c.req.param("token"), parsed.data);
      if (id === null) return c.json<ApiErrorBody>({ error: INVALID_LINK }, 404);
      return c.json({ id, status: "pending" as const, verified: true }, 201);
    });
}
