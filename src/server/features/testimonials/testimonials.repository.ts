import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { testimonials } from "#server/db/schema/testimonials";

export function createTestimonialsRepository(db: Database) {
  return {
    async listApproved(options: { offset: number; limit: number; featuredOnly: boolean }) {
      const where = options.featuredOnly ? and(eq(testimonials.status, "approved"), eq(testimonials.featured, true)) : eq(testimonials.status, "approved");
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(testimonials)
          .where(where)
          .orderBy(desc(testimonials.featured), desc(testimonials.createdAt), desc(testimonials.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(testimonials).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    /** Only reviews staff approved and matched to a real trip count towards the public rating. */
    async verifiedSummary() {
      const [row] = await db
        .select({ count: count(), average: avg(testimonials.rating) })
        .from(testimonials)
        // Verified means sent from a completed booking's thank-you link; demo rows never count.
        .where(and(eq(testimonials.status, "approved"), eq(testimonials.verified, true), eq(testimonials.demo, false)));
      return { count: row?.count ?? 0, average: row?.average ? Number(row.average) : 0 };
    },
  };
}
export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
