import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { testimonials } from "#server/db/schema/testimonials";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import { createTestimonialsRepository } from "./testimonials.repository";
import { createTestimonialsService, RATING_MIN_REVIEWS } from "./testimonials.service";

let handle: DatabaseHandle;
let service: ReturnType<typeof createTestimonialsService>;
beforeAll(async () => {
  handle = await createTestDatabase();
  service = createTestimonialsService(createTestimonialsRepository(handle.db));
});
afterAll(() => handle.close());

const review = (rating: number, fields: Partial<typeof testimonials.$inferInsert> = {}) => ({
  name: "Customer",
  country: "SA",
  rating,
  text: "A real trip.",
  status: "approved",
  verified: true,
  ...fields,
});

describe("the public rating", () => {
  it("is absent on a fresh demo site: demo reviews are listed as examples but never verified", async () => {
    await seedDemoContentOnce(handle.db, () => loadDemoContent());
    expect(await service.ratingSummary()).toBeNull();
    const page = await service.testimonials({ page: 1 });
    expect(page.total).toBe(14);
    expect(page.items.every((item) => item.example && !item.verified)).toBe(true);
  });

  it("counts only approved, verified reviews, and appears from the fifth", async () => {
    // Not counted: pending, rejected, or approved but unverified.
    await handle.db
      .insert(testimonials)
      .values([review(1, { status: "pending" }), review(1, { status: "rejected" }), review(1, { verified: false }), review(5), review(4), review(5)]);
    expect(RATING_MIN_REVIEWS).toBe(5);
    expect(await service.ratingSummary()).toBeNull();
    await handle.db.insert(testimonials).values(review(4));
    expect(await service.ratingSummary()).toBeNull();
    await handle.db.insert(testimonials).values(review(5));
    expect(await service.ratingSummary()).toEqual({ count: 5, average: 4.6 });
    const own = (await service.testimonials({ page: 1 })).items.filter((item) => !item.example);
    expect(own.map((item) => item.verified)).toContain(true);
  });
});
