import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookingEvents, bookings, customers, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import type { Outgoing } from "#server/platform/messaging/outgoing";

/** The booking as a change sees it, read under FOR UPDATE. */
export interface LockedBooking {
  id: number;
  reference: string;
  status: string;
  version: number;
  language: string;
  cancellationRequestedAt: Date | null;
  customer: { name: string; phone: string; whatsapp: boolean; email: string | null; country: string };
  jobs: { id: number; status: string; pickupAt: Date }[];
}

export interface BookingChange {
  /** Columns to set on the booking (the version is incremented by the repository). */
  patch: Partial<
    Pick<
      typeof bookings.$inferInsert,
      "status" | "cancelReason" | "cancellationRequestedAt" | "quotedTotalHalalas" | "quoteReason" | "quoteAdjustments" | "totalHalalas"
    >
  >;
  event: Omit<typeof bookingEvents.$inferInsert, "bookingId" | "id" | "at">;
  jobChanges: { id: number; fromStatus: string; toStatus: string; note: string | null }[];
  /** A fresh booking link for the messages (the customer's earlier links keep working). */
  link?: { tokenHash: string; expiresAt: Date };
  /** The thank-you link of a completed booking (purpose `testimonial`, one per booking). */
  testimonialLink?: { tokenHash: string; expiresAt: Date };
  /** The customer's messages; the caller writes them in the change's transaction (after `decide`, through messaging). */
  messages: Outgoing[];
}

/** One change of a booking, all or nothing: the caller decides on the locked row; a refusal rolls back and changes nothing. */
export function createBookingTransitionRepository(db: Database) {
  return {
    async change<R extends { ok: false }>(
      bookingId: number,
      decide: (booking: LockedBooking) => Promise<BookingChange | R>,
      /** Runs last, inside the same transaction (e.g. the caller's audit entry): if it throws, nothing is kept. */
      afterWrite?: (tx: Transaction, booking: LockedBooking) => Promise<void>,
    ): Promise<{ ok: true; booking: LockedBooking; version: number } | R | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: bookings.id,
            reference: bookings.reference,
            status: bookings.status,
            version: bookings.version,
            language: bookings.language,
            cancellationRequestedAt: bookings.cancellationRequestedAt,
            name: customers.name,
            phone: customers.phone,
            whatsapp: customers.whatsapp,
            email: customers.email,
            country: customers.country,
          })
          .from(bookings)
          .innerJoin(customers, eq(bookings.customerId, customers.id))
          .where(eq(bookings.id, bookingId))
          .for("update", { of: bookings });
        if (!row) return null;
        const legs = await tx
          .select({ id: jobs.id, status: jobs.status, pickupAt: jobs.pickupAt })
          .from(jobs)
          .where(eq(jobs.bookingId, bookingId))
          .orderBy(asc(jobs.legIndex));
        const { name, phone, whatsapp, email, country, ...booking } = row;
        const locked: LockedBooking = { ...booking, customer: { name, phone, whatsapp, email, country }, jobs: legs };
        const change = await decide(locked);
        if ("ok" in change) return change;
        await tx
          .update(bookings)
          .set({ ...change.patch, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
          .where(eq(bookings.id, bookingId));
        await tx.insert(bookingEvents).values({ ...change.event, bookingId });
        for (const job of change.jobChanges) {
          await tx
            .update(jobs)
            .set({ status: job.toStatus, version: sql`${jobs.version} + 1`, updatedAt: new Date() })
            .where(and(eq(jobs.id, job.id), eq(jobs.status, job.fromStatus)));
          await tx
            .insert(jobEvents)
            .values({ jobId: job.id, actor: "system", fromStatus: job.fromStatus, toStatus: job.toStatus, source: change.event.source, note: job.note });
        }
        if (change.link) await tx.insert(tokenLinks).values({ purpose: "booking", bookingId, ...change.link });
        if (change.testimonialLink) await tx.insert(tokenLinks).values({ purpose: "testimonial", bookingId, ...change.testimonialLink });
        if (afterWrite) await afterWrite(tx, locked);
        return { ok: true as const, booking: locked, version: locked.version + 1 };
      });
    },
  };
}
export type BookingTransitionRepository = ReturnType<typeof createBookingTransitionRepository>;
