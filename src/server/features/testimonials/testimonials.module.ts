import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createTestimonialsRepository } from "./testimonials.repository";
import { createTestimonialsService } from "./testimonials.service";
import { testimonialsTiles } from "./testimonials-tiles.repository";

/** Published reviews and their rating summary, for the public pages. */
export const testimonialsModule: FeatureModuleFactory = (ctx) => {
  const testimonials = createTestimonialsService(createTestimonialsRepository(ctx.db));
  return {
    name: "testimonials",
    tiles: testimonialsTiles(ctx.db),
    reads: { testimonials: testimonials.testimonials, ratingSummary: testimonials.ratingSummary },
  };
};
