import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookingEvents, bookings, jobEvents, jobs } from "#server/db/schema/bookings";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingChange = Partial<
  Pick<BookingRow, "status" | "quotedTotalHalalas" | "quoteReason" | "paymentStatus" | "cancelReason" | "adults" | "children" | "infants" | "bags" | "notes">
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
    capacity: async (tx: Transaction, vehicleClassId: number) =>
      (
        await tx.select({ passengers: vehicleClasses.passengers, bags: vehicleClasses.bags }).from(vehicleClasses).where(eq(vehicleClasses.id, vehicleClassId))
      )[0] ?? null,
    addEvent: (tx: Transaction, bookingId: number, values: BookingEventValues) => tx.insert(bookingEvents).values({ ...values, bookingId }),
    openJobs: (tx: Transaction, bookingId: number, states: readonly string[]) =>
      tx
        .select({ id: jobs.id, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.bookingId, bookingId), inArray(jobs.status, [...states])))
        .for("update"),
    setJobStatus: async (tx: Transaction, jobId: number, event: Omit<typeof jobEvents.$inferInsert, "id" | "at" | "jobId">) => {
      await tx.update(jobs).set({ status: event.toStatus, updatedAt: new Date() }).where(eq(jobs.id, jobId));
      await tx.insert(jobEvents).values({ ...event, jobId });
    },
  };
}
export type AdminBookingsWriteRepository = ReturnType<typeof createAdminBookingsWriteRepository>;
