import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, customers, tokenLinks } from "#server/db/schema/bookings";
import { testimonials } from "#server/db/schema/testimonials";

export type NewTestimonial = typeof testimonials.$inferInsert;

/**
 * The thank-you link of a completed booking (token_links, purpose `testimonial`): only its hash is
 * read here. A link works until it expires, is revoked, or has been used once.
 */
export function createThankYouLinkRepository(db: Database) {
  const live = (tokenHash: string, now: Date) =>
    and(
      eq(tokenLinks.tokenHash, tokenHash),
      eq(tokenLinks.purpose, "testimonial"),
      isNull(tokenLinks.revokedAt),
      isNull(tokenLinks.lastUsedAt),
      gt(tokenLinks.expiresAt, now),
    );

  return {
    /** The customer's name, booking reference and language, or null for a wrong, expired, revoked or used link. */
    async find(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ bookingId: bookings.id, name: customers.name, reference: bookings.reference, language: bookings.language })
        .from(tokenLinks)
        .innerJoin(bookings, eq(bookings.id, tokenLinks.bookingId))
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(live(tokenHash, now))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores the verified review and spends the link in one transaction: the link row is locked, so
     * two submissions at once store one review; the unique booking index is the last guard.
     */
    async submit(tokenHash: string, now: Date, review: Omit<NewTestimonial, "bookingId" | "verified" | "status">): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [link] = await tx.select({ id: tokenLinks.id, bookingId: tokenLinks.bookingId }).from(tokenLinks).where(live(tokenHash, now)).for("update");
        if (!link?.bookingId) return null;
        const [already] = await tx.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.bookingId, link.bookingId));
        if (already) return null;
        const [row] = await tx
          .insert(testimonials)
          .values({ ...review, bookingId: link.bookingId, verified: true, status: "pending" })
          .returning({ id: testimonials.id });
        await tx.update(tokenLinks).set({ lastUsedAt: now }).where(eq(tokenLinks.id, link.id));
        return row?.id ?? null;
      });
    },
  };
}
export type ThankYouLinkRepository = ReturnType<typeof createThankYouLinkRepository>;
