import { eq, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { bookingEvents, bookings, customers, jobEvents, jobs } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import type { PriceBreakdown } from "#shared/bookings/pricing";
import type { CustomerMessage } from "./booking-notifications";
import type { TokenLinksRepository } from "./token-links.repository";

export interface NewBookingPlan {
  customer: { name: string; phone: string; whatsapp: boolean; email: string | null; country: string; language: string };
  booking: {
    productId: number;
    vehicleClassId: number;
    adults: number;
    children: number;
    infants: number;
    bags: number;
    notes: string | null;
    priceBreakdown: PriceBreakdown;
    totalHalalas: number;
    source: string;
    language: string;
    createdByUserId: string | null;
    idempotencyKey: string | null;
    requestHash: string | null;
  };
  legs: {
    pickupAt: Date;
    pickup: Record<string, unknown>;
    dropoff: Record<string, unknown>;
    flightNumber: string | null;
    hours: number | null;
    extras: { kind: string; quantity: number }[];
    priceHalalas: number;
  }[];
  /** Where the booking was made, for the timeline: web, admin, whatsapp, phone. */
  eventSource: string;
  actor: "customer" | "staff";
  link: { tokenHash: string; expiresAt: Date };
  /** The reference is known only inside the transaction. */
  messages: (reference: string) => CustomerMessage[];
  referenceFor: (sequence: number) => string;
}

export interface StoredIdempotentBooking {
  id: number;
  reference: string;
  status: string;
  language: string;
  priceBreakdown: PriceBreakdown;
  requestHash: string | null;
}

/** Thrown inside the transaction to roll it back when the Idempotency-Key was taken meanwhile. */
class KeyTaken extends Error {}

export function createBookingCreateRepository(db: Database, tokenLinks: TokenLinksRepository) {
  return {
    async findByIdempotencyKey(key: string): Promise<StoredIdempotentBooking | null> {
      const [row] = await db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          status: bookings.status,
          language: bookings.language,
          priceBreakdown: bookings.priceBreakdown,
          requestHash: bookings.requestHash,
        })
        .from(bookings)
        .where(eq(bookings.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /**
     * Customer (found again by phone), booking, one job per leg, the first events, the customer's
     * link and the outbox messages: one transaction, all or nothing. Answers "key-taken" when
     * another request stored a booking with the same Idempotency-Key first (the unique index
     * decides; ON CONFLICT waits for that transaction, so the caller can read its row).
     */
    async insert(plan: NewBookingPlan): Promise<{ id: number; reference: string } | "key-taken"> {
      try {
        return await db.transaction(async (tx) => {
          const { customer } = plan;
          const [customerRow] = await tx
            .insert(customers)
            .values(customer)
            .onConflictDoUpdate({
              target: customers.phone,
              set: {
                name: customer.name,
                whatsapp: customer.whatsapp,
                email: sql`coalesce(excluded.email, ${customers.email})`,
                country: customer.country,
                language: customer.language,
                updatedAt: new Date(),
              },
            })
            .returning({ id: customers.id });
          if (!customerRow) throw new Error("customer was not stored");
          const [sequence] = await executeRows<{ n: string | number }>(tx as unknown as Database, sql`select nextval('booking_reference_seq') as n`);
          const reference = plan.referenceFor(Number(sequence?.n));
          const [booking] = await tx
            .insert(bookings)
            .values({ ...plan.booking, reference, customerId: customerRow.id, status: "pending" })
            .onConflictDoNothing({ target: bookings.idempotencyKey })
            .returning({ id: bookings.id });
          if (!booking) throw new KeyTaken();
          const jobRows = await tx
            .insert(jobs)
            .values(
              plan.legs.map((leg, legIndex) => ({
                ...leg,
                bookingId: booking.id,
                legIndex,
                vehicleClassId: plan.booking.vehicleClassId,
                status: "unassigned",
              })),
            )
            .returning({ id: jobs.id });
          await tx
            .insert(jobEvents)
            .values(jobRows.map((job) => ({ jobId: job.id, actor: "system", fromStatus: null, toStatus: "unassigned", source: plan.eventSource })));
          await tx.insert(bookingEvents).values({
            bookingId: booking.id,
            kind: "status",
            actor: plan.actor,
            userId: plan.booking.createdByUserId,
            toStatus: "pending",
            source: plan.eventSource,
          });
          await tokenLinks.insert(tx, { purpose: "booking", tokenHash: plan.link.tokenHash, bookingId: booking.id, expiresAt: plan.link.expiresAt });
          const messages = plan.messages(reference);
          if (messages.length > 0) await tx.insert(outboxMessages).values(messages);
          return { id: booking.id, reference };
        });
      } catch (error) {
        if (error instanceof KeyTaken) return "key-taken";
        throw error;
      }
    },
  };
}
export type BookingCreateRepository = ReturnType<typeof createBookingCreateRepository>;
