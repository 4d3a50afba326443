import type { RatingSummary, TestimonialView } from "#shared/content/public-read-api";
import { isLanguage } from "#shared/i18n/languages";
import { pageOf, PUBLIC_PAGE_SIZE, type Page } from "#shared/pagination/page";
import type { TestimonialsRepository } from "./testimonials.repository";

/** Below this many verified reviews a rating says little and is easy to game: none is published. */
export const RATING_MIN_REVIEWS = 5;

export function createTestimonialsService(repository: TestimonialsRepository) {
  return {
    async testimonials(query: { page: number; featuredOnly?: boolean }): Promise<Page<TestimonialView>> {
      const page = Math.max(1, query.page);
      const { rows, total } = await repository.listApproved({
        offset: (page - 1) * PUBLIC_PAGE_SIZE,
        limit: PUBLIC_PAGE_SIZE,
        featuredOnly: query.featuredOnly ?? false,
      });
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        country: row.country,
        rating: row.rating,
        text: row.text,
        language: isLanguage(row.language) ? row.language : "en",
        featured: row.featured,
        verified: row.verified,
        example: row.demo,
        reply: row.reply,
        createdAt: row.createdAt.toISOString(),
      }));
      return pageOf(items, total, page, PUBLIC_PAGE_SIZE);
    },
    /** The public rating (page summary and JSON-LD AggregateRating), or null when there is none to show. */
    async ratingSummary(): Promise<RatingSummary | null> {
      const summary = await repository.verifiedSummary();
      if (summary.count < RATING_MIN_REVIEWS) return null;
      return { count: summary.count, average: Math.round(summary.average * 10) / 10 };
    },
  };
}
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
