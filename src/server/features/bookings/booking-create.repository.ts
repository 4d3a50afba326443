import { eq, sql } from "drizzle-orm";
import { executeRows, type Database, type Transaction } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import type { PriceBreakdown } from "#shared/bookings/pricing";

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
    plan?: string | null;
    extras: { kind: string; quantity: number }[];
    priceHalalas: number;
  }[];
  /** Where the booking was made, for the timeline: web, admin, whatsapp, phone. */
  eventSource: string;
  actor: "customer" | "staff";
  link: { tokenHash: string; expiresAt: Date };
  /** The customer's messages, written in the booking's transaction once its id and reference are known. */
  afterInsert: (tx: Transaction, stored: { id: number; reference: string }) => Promise<unknown>;
  /** "RH-2026-": the sequence's six digits follow. */
  referencePrefix: string;
}

export interface StoredIdempotentBooking {
  id: number;
  reference: string;
  status: string;
  language: string;
  priceBreakdown: PriceBreakdown;
  requestHash: string | null;
}

export function createBookingCreateRepository(db: Database) {
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
     * Customer (found again by phone), booking, one job per leg, the first events and the
     * customer's link: ONE statement (data-modifying CTEs); then, in the same transaction, the
     * customer's messages (composed from the templates, through the workflow rules). Answers "key-taken" when a booking with the same Idempotency-Key exists: a
     * stored one is seen first and then nothing is written, not even the customer's details; a
     * concurrent insert of the same key is decided by the unique index (ON CONFLICT waits for it
     * to finish, so the caller can read its row). The reference is RH-<year>-<6 digits> from the sequence;
     * past 999,999 to_char gives "######", which the unique reference refuses (never a duplicate).
     */
    async insert(plan: NewBookingPlan): Promise<{ id: number; reference: string } | "key-taken"> {
      const { customer, booking } = plan;
      const legs = plan.legs.map((leg, legIndex) => ({ ...leg, legIndex, pickupAt: leg.pickupAt.toISOString() }));
      return db.transaction(async (tx) => {
        const rows = await executeRows<{ id: number; reference: string }>(
          tx as unknown as Database,
          sql`with c as (
              insert into customers (name, phone, whatsapp, email, country, language)
              select ${customer.name}, ${customer.phone}, ${customer.whatsapp}, ${customer.email}, ${customer.country}, ${customer.language}
              where ${booking.idempotencyKey}::text is null or not exists (select 1 from bookings where idempotency_key = ${booking.idempotencyKey})
              on conflict (phone) do update set name = excluded.name, whatsapp = excluded.whatsapp, email = coalesce(excluded.email, customers.email),
                country = excluded.country, language = excluded.language, updated_at = now()
              returning id
            ), b as (
              insert into bookings (reference, customer_id, product_id, vehicle_class_id, status, adults, children, infants, bags, notes, price_breakdown,
                total_halalas, source, language, created_by_user_id, idempotency_key, request_hash)
              select ${plan.referencePrefix} || to_char(nextval('booking_reference_seq'), 'FM000000'), c.id, ${booking.productId}, ${booking.vehicleClassId}, 'pending',
                ${booking.adults}, ${booking.children}, ${booking.infants}, ${booking.bags}, ${booking.notes}, ${JSON.stringify(booking.priceBreakdown)}::jsonb,
                ${booking.totalHalalas}, ${booking.source}, ${booking.language}, ${booking.createdByUserId}, ${booking.idempotencyKey}, ${booking.requestHash}
              from c
              on conflict (idempotency_key) do nothing
              returning id, reference
            ), j as (
              insert into jobs (booking_id, leg_index, status, pickup_at, pickup, dropoff, flight_number, hours, plan, extras, vehicle_class_id, price_halalas)
              select b.id, l."legIndex", 'unassigned', l."pickupAt", l.pickup, l.dropoff, l."flightNumber", l.hours, l.plan, l.extras, ${booking.vehicleClassId}, l."priceHalalas"
              from b cross join jsonb_to_recordset(${JSON.stringify(legs)}::jsonb) as l("legIndex" int, "pickupAt" timestamptz, pickup jsonb, dropoff jsonb,
                "flightNumber" text, hours int, plan text, extras jsonb, "priceHalalas" int)
              returning id
            ), je as (
              insert into job_events (job_id, actor, to_status, source) select j.id, 'system', 'unassigned', ${plan.eventSource} from j
            ), be as (
              insert into booking_events (booking_id, kind, actor, user_id, to_status, source)
              select b.id, 'status', ${plan.actor}, ${booking.createdByUserId}, 'pending', ${plan.eventSource} from b
            ), tl as (
              insert into token_links (purpose, token_hash, booking_id, expires_at) select 'booking', ${plan.link.tokenHash}, b.id, ${plan.link.expiresAt.toISOString()}::timestamptz from b
            )
            select id, reference from b`,
        );
        const [row] = rows;
        if (!row) return "key-taken" as const;
        const stored = { id: Number(row.id), reference: row.reference };
        await plan.afterInsert(tx, stored);
        return stored;
      });
    },
  };
}
export type BookingCreateRepository = ReturnType<typeof createBookingCreateRepository>;
