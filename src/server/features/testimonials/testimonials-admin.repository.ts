import { and, count, desc, eq, getTableColumns, isNull, lt, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { countAll, withTotal } from "#server/db/paged-rows";
import { testimonials } from "#server/db/schema/testimonials";
import { users } from "#server/db/schema/users";
import type { TestimonialFilter } from "#shared/testimonials/testimonial-moderation.schema";

export type StoredTestimonial = typeof testimonials.$inferSelect & { moderatedByName: string | null };
export type TestimonialPatch = Partial<
  Pick<
    typeof testimonials.$inferInsert,
    | "name"
    | "country"
    | "rating"
    | "text"
    | "language"
    | "status"
    | "featured"
    | "rejectReason"
    | "reply"
    | "repliedAt"
    | "moderatedAt"
    | "moderatedBy"
    | "demo"
  >
>;

/** Staff's queries of reviews: the queue, one review, and the writes of moderation. */
export function createTestimonialsAdminRepository(db: Database) {
  const selection = { ...getTableColumns(testimonials), moderatedByName: users.name };
  return {
    async insertPublic(review: typeof testimonials.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(testimonials)
        .values({ ...review, status: "pending", verified: false })
        .returning({ id: testimonials.id });
      if (!row) throw new Error("testimonial was not stored");
      return row.id;
    },
    /** Newest first within a status; "all" lists every review. */
    page(filter: TestimonialFilter, page: number, pageSize: number) {
      const where: SQL | undefined = filter === "all" ? undefined : eq(testimonials.status, filter);
      return withTotal(
        db
          .select(selection)
          .from(testimonials)
          .leftJoin(users, eq(users.id, testimonials.moderatedBy))
          .where(where)
          .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(testimonials).where(where),
      );
    },
    async counts() {
      const rows = await db.select({ status: testimonials.status, n: count() }).from(testimonials).groupBy(testimonials.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { pending: of("pending"), approved: of("approved"), rejected: of("rejected") };
    },
    async findById(id: number, tx: Database | Transaction = db): Promise<StoredTestimonial | null> {
      const [row] = await tx.select(selection).from(testimonials).leftJoin(users, eq(users.id, testimonials.moderatedBy)).where(eq(testimonials.id, id));
      return row ?? null;
    },
    /** The row under FOR UPDATE, so two moderators never overwrite each other unseen. */
    async lock(tx: Transaction, id: number) {
      const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
      return row ?? null;
    },
    async update(tx: Transaction, id: number, patch: TestimonialPatch): Promise<void> {
      await tx
        .update(testimonials)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(testimonials.id, id));
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** Anonymous reviews nobody moderated in time are removed (verified ones wait for staff). */
    async purgeUnmoderated(before: Date): Promise<number> {
      const rows = await db
        .delete(testimonials)
        .where(and(eq(testimonials.status, "pending"), isNull(testimonials.bookingId), lt(testimonials.createdAt, before)))
        .returning({ id: testimonials.id });
      return rows.length;
    },
  };
}
export type TestimonialsAdminRepository = ReturnType<typeof createTestimonialsAdminRepository>;
