import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { sha256Hex } from "#server/platform/auth/tokens";
import { isLanguage } from "#shared/i18n/languages";
import type { TestimonialFieldValues, ThankYouLinkView } from "#shared/testimonials/testimonial-submission.schema";
import type { TestimonialsAdminRepository } from "./testimonials-admin.repository";
import type { ThankYouLinkRepository } from "./thank-you-link.repository";

/** 32 random bytes in base64url, as every token link (bookings' newLinkToken). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type PublicSubmitResult = { ok: true; id: number } | { ok: false; reason: "captcha" };

/** Reviews from visitors (captcha, pending) and from a completed booking's thank-you link (verified, pending). */
export function createTestimonialSubmissions(deps: {
  reviews: TestimonialsAdminRepository;
  links: ThankYouLinkRepository;
  captcha: CaptchaVerifier;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Stored only once the captcha is verified; staff approve it before anyone sees it. */
    async submitPublic(review: TestimonialFieldValues, captchaPayload: string, remoteIp: string): Promise<PublicSubmitResult> {
      if (!(await deps.captcha.verify(captchaPayload, remoteIp))) return { ok: false, reason: "captcha" };
      return { ok: true, id: await deps.reviews.insertPublic(review) };
    },

    /** The form's pre-filled name, or null for a wrong, expired, revoked or spent link (one answer for all). */
    async thankYouLink(token: string): Promise<ThankYouLinkView | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const link = await deps.links.find(sha256Hex(token), now());
      if (!link) return null;
      return { name: link.name, reference: link.reference, language: isLanguage(link.language) ? link.language : "en" };
    },

    /** The verified review of the link's booking; null when the link is not (or no longer) good: once only. */
    async submitVerified(token: string, review: TestimonialFieldValues): Promise<number | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      return deps.links.submit(sha256Hex(token), now(), review);
    },
  };
}
export type TestimonialSubmissions = ReturnType<typeof createTestimonialSubmissions>;
