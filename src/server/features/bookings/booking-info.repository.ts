import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookingEvents, bookings, customers, jobs, tokenLinks } from "#server/db/schema/bookings";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

/** The reads of the customer's booking page (GET /api/booking-info/:token) and of the lookup. */
export function createBookingInfoRepository(db: Database) {
  return {
    async booking(id: number) {
      const [row] = await db
        .select({
          booking: bookings,
          customer: { name: customers.name, phone: customers.phone, email: customers.email, whatsapp: customers.whatsapp },
          product: { slug: products.slug, name: products.name },
        })
        .from(bookings)
        .innerJoin(customers, eq(bookings.customerId, customers.id))
        .innerJoin(products, eq(bookings.productId, products.id))
        .where(eq(bookings.id, id))
        .limit(1);
      if (!row) return null;
      const [legs, events] = await Promise.all([
        db
          .select({ job: jobs, vehicleClass: { slug: vehicleClasses.slug, name: vehicleClasses.name } })
          .from(jobs)
          .innerJoin(vehicleClasses, eq(jobs.vehicleClassId, vehicleClasses.id))
          .where(eq(jobs.bookingId, id))
          .orderBy(asc(jobs.legIndex)),
        db
          .select({
            at: bookingEvents.at,
            kind: bookingEvents.kind,
            actor: bookingEvents.actor,
            fromStatus: bookingEvents.fromStatus,
            toStatus: bookingEvents.toStatus,
            note: bookingEvents.note,
          })
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, id))
          .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
      ]);
      return { ...row, legs, events };
    },

    /** The booking with this reference and its contact, for the lookup (the caller compares). */
    async byReference(reference: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          status: bookings.status,
          language: bookings.language,
          version: bookings.version,
          cancellationRequestedAt: bookings.cancellationRequestedAt,
          customer: { name: customers.name, phone: customers.phone, email: customers.email, whatsapp: customers.whatsapp, country: customers.country },
        })
        .from(bookings)
        .innerJoin(customers, eq(bookings.customerId, customers.id))
        .where(eq(bookings.reference, reference))
        .limit(1);
      return row ?? null;
    },

    async pickups(bookingId: number): Promise<Date[]> {
      const rows = await db.select({ at: jobs.pickupAt }).from(jobs).where(eq(jobs.bookingId, bookingId)).orderBy(asc(jobs.legIndex));
      return rows.map((row) => row.at);
    },

    /** A new link to the booking and its messages (`deliver`, in the same transaction), with a timeline entry (the lookup). */
    async sendLink(bookingId: number, link: { tokenHash: string; expiresAt: Date }, deliver: (tx: Transaction) => Promise<unknown>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(tokenLinks).values({ purpose: "booking", bookingId, ...link });
        await deliver(tx);
        await tx.insert(bookingEvents).values({ bookingId, kind: "link", actor: "customer", source: "lookup", note: null });
      });
    },
  };
}
export type BookingInfoRepository = ReturnType<typeof createBookingInfoRepository>;
