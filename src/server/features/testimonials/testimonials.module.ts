import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { gated } from "#server/platform/settings/feature-gate";
import { createTestimonialModeration } from "./testimonial-moderation.service";
import { testimonialSubmissionRoutes } from "./testimonial-submission.routes";
import { createTestimonialSubmissions } from "./testimonial-submission.service";
import { createTestimonialsAdminRepository } from "./testimonials-admin.repository";
import { testimonialsAdminRoutes } from "./testimonials-admin.routes";
import { createTestimonialsRepository } from "./testimonials.repository";
import { createTestimonialsService } from "./testimonials.service";
import { testimonialsTiles } from "./testimonials-tiles.repository";
import { createThankYouLinkRepository } from "./thank-you-link.repository";

/** Anonymous reviews nobody approved or rejected within this many days are removed (ARCHITECTURE rule 11). */
export const UNMODERATED_RETENTION_DAYS = 30;

/** Published reviews and their rating summary; submissions (public and thank-you link) and their moderation. */
export const testimonialsModule: FeatureModuleFactory = (ctx) => {
  const testimonials = createTestimonialsService(createTestimonialsRepository(ctx.db));
  const repository = createTestimonialsAdminRepository(ctx.db);
  const submissions = createTestimonialSubmissions({ reviews: repository, links: createThankYouLinkRepository(ctx.db), captcha: ctx.captcha });
  // Late-bound: the page cache exists only once every module is composed.
  const moderation = createTestimonialModeration({ repository, audit: ctx.audit, clearPageCache: () => ctx.clearPageCache() });
  return {
    name: "testimonials",
    tiles: testimonialsTiles(ctx.db),
    reads: { testimonials: testimonials.testimonials, ratingSummary: testimonials.ratingSummary },
    // Public submissions switched off on /admin/configurations answer 404; a customer's thank-you link still works.
    routes: [
      gated(
        testimonialSubmissionRoutes({ submissions, admit: createAnonymousWriteGate(ctx.limiter, ctx.trustProxy), trustProxy: ctx.trustProxy }),
        ctx.siteSettings,
        "testimonialSubmissions",
        ["/api/testimonials"],
      ),
    ],
    adminRoutes: testimonialsAdminRoutes({ repository, moderation }),
    schedules: [
      {
        name: "testimonials.purge-unmoderated",
        pattern: "40 3 * * *",
        run: async () => {
          const purged = await repository.purgeUnmoderated(new Date(Date.now() - UNMODERATED_RETENTION_DAYS * 86_400_000));
          if (purged > 0) ctx.logger.info({ purged }, "unmoderated reviews purged");
        },
      },
    ],
  };
};
