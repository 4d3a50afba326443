import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookingEvents, bookings, customers, jobs, tokenLinks } from "#server/db/schema/bookings";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { products } from "#server/db/schema/products";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingChange = Partial<
  Pick<
    BookingRow,
    | "status"
    | "quotedTotalHalalas"
    | "quoteReason"
    | "quoteAdjustments"
    | "totalHalalas"
    | "priceBreakdown"
    | "vehicleClassId"
    | "paymentStatus"
    | "cancelReason"
    | "adults"
    | "children"
    | "infants"
    | "bags"
    | "notes"
  >
>;
export type BookingEventValues = Omit<typeof bookingEvents.$inferInsert, "id" | "at" | "bookingId">;

/** The staff actions' writes; each takes the caller's transaction (with the audit entry). */
export function createAdminBookingsWriteRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** The booking, locked until the transaction ends, so two staff actions on it queue instead of racing. */
    lock: async (tx: Transaction, id: number) => (await tx.select().from(bookings).where(eq(bookings.id, id)).for("update"))[0] ?? null,
    /** Every write bumps the version, so an edit prepared on an older read is refused (409). */
    update: async (tx: Transaction, id: number, change: BookingChange) =>
      (
        await tx
          .update(bookings)
          .set({ ...change, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
          .where(eq(bookings.id, id))
          .returning()
      )[0]!,
    /** Whom to send the booking link to, and the pickups that decide its expiry. */
    async linkDetails(tx: Transaction, bookingId: number) {
      const [row] = await tx
        .select({ name: customers.name, phone: customers.phone, whatsapp: customers.whatsapp, email: customers.email, country: customers.country })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(eq(bookings.id, bookingId));
      const legs = await tx.select({ pickupAt: jobs.pickupAt, status: jobs.status }).from(jobs).where(eq(jobs.bookingId, bookingId));
      // Every leg's pickup keeps the link alive; the message gives those still to come.
      return {
        customer: row!,
        pickups: legs.map((leg) => leg.pickupAt),
        activePickups: legs.filter((leg) => leg.status !== "cancelled").map((leg) => leg.pickupAt),
      };
    },
    revokeLinks: (tx: Transaction, bookingId: number) =>
      tx
        .update(tokenLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(tokenLinks.bookingId, bookingId), eq(tokenLinks.purpose, "booking"), isNull(tokenLinks.revokedAt))),
    addLink: (tx: Transaction, bookingId: number, tokenHash: string, expiresAt: Date) =>
      tx.insert(tokenLinks).values({ purpose: "booking", bookingId, tokenHash, expiresAt }),
    capacity: async (tx: Transaction, vehicleClassId: number) =>
      (
        await tx.select({ passengers: vehicleClasses.passengers, bags: vehicleClasses.bags }).from(vehicleClasses).where(eq(vehicleClasses.id, vehicleClassId))
      )[0] ?? null,
    addEvent: (tx: Transaction, bookingId: number, values: BookingEventValues) => tx.insert(bookingEvents).values({ ...values, bookingId }),
    /** The booking, its product's slug and its number of legs, read without a lock (checked again under one). */
    async peek(bookingId: number) {
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking) return null;
      const [product] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, booking.productId));
      const legs = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.bookingId, bookingId));
      return { booking, productSlug: product?.slug ?? null, legCount: legs.length };
    },
    /** Each leg's status and pickup, read without a lock (whether closing by hand needs a note). */
    legStates: (bookingId: number) => db.select({ status: jobs.status, pickupAt: jobs.pickupAt }).from(jobs).where(eq(jobs.bookingId, bookingId)),
    /** The legs as stored, in order (what an edit of the trip replaces). */
    legs: (tx: Transaction, bookingId: number) => tx.select().from(jobs).where(eq(jobs.bookingId, bookingId)).orderBy(jobs.legIndex),
    updateLeg: (tx: Transaction, jobId: number, values: Partial<typeof jobs.$inferInsert>) =>
      tx
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, jobId)),
  };
}
export type AdminBookingsWriteRepository = ReturnType<typeof createAdminBookingsWriteRepository>;
