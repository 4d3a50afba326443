import { eq, sql } from "drizzle-orm";
import { balanceDueAtSql, balanceLeftSql, firstPickupSql, netPaidSql, totalSql } from "#server/db/booking-money";
import { executeRows, type Database, type Transaction } from "#server/db/client";
import { bookings, customers, tokenLinks } from "#server/db/schema/bookings";
import { paymentBalanceNotices } from "#server/db/schema/payment-balance-notices";

/** A booking as the balance link needs it, read under its row lock. */
export interface BalanceBooking {
  id: number;
  reference: string;
  status: string;
  paymentStatus: string;
  language: string;
  customer: { name: string; phone: string; whatsapp: boolean; email: string | null };
  totalHalalas: number;
  netPaidHalalas: number;
  firstPickupAt: Date | null;
  lastPickupAt: Date | null;
  dueAt: Date | null;
}

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/**
 * The balance link's reads and writes (online payment, issue 25): the scan for bookings whose
 * balance has fallen due, the booking read under its lock, the once-per-booking claim, and the
 * booking link the message carries (a new one, as every booking message has; earlier ones keep
 * working). The bookings tables are read and a link row written here as payments' other
 * repositories do (payment-bookings.repository.ts): bookings owns them, nothing else changes.
 */
export function createBalanceNoticesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Whether a live, enabled workflow rule listens to the trigger (else nothing would be sent, and nothing is claimed). */
    async ruleIsOn(trigger: string): Promise<boolean> {
      const rows = await executeRows<{ hit: number }>(
        db,
        sql`select 1 as hit from workflow_rules where trigger = ${trigger} and enabled and deleted_at is null limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Confirmed bookings with a deposit paid online and something left, whose balance fell due at
     * or before `now` while the first pickup is still ahead, not marked paid by staff, and without
     * a balance link yet. The notice's primary key is what makes it once; this keeps the scan short.
     */
    async dueBookings(now: Date, limit = 100): Promise<number[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const rows = await executeRows<{ id: number }>(
        db,
        sql`select "bookings"."id" as id from bookings
            where "bookings"."status" = 'confirmed' and "bookings"."payment_status" not in ('paid', 'refunded')
              and ${balanceDueAtSql} <= ${at} and ${firstPickupSql} > ${at}
              and ${balanceLeftSql}
              and not exists (select 1 from payment_balance_notices n where n.booking_id = "bookings"."id")
            order by "bookings"."id" limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** The booking with its money, its row locked until the transaction ends (a payment recorded meanwhile waits). */
    async lockBooking(tx: Transaction, bookingId: number): Promise<BalanceBooking | null> {
      const [row] = await tx
        .select({
          id: bookings.id,
          reference: bookings.reference,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          language: bookings.language,
          name: customers.name,
          phone: customers.phone,
          whatsapp: customers.whatsapp,
          email: customers.email,
          totalHalalas: totalSql,
          netPaidHalalas: netPaidSql,
          firstPickupAt: firstPickupSql,
          lastPickupAt: sql<Date>`(select max(j.pickup_at) from jobs j where j.booking_id = "bookings"."id")`,
          dueAt: balanceDueAtSql,
        })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(eq(bookings.id, bookingId))
        .for("update", { of: bookings });
      if (!row) return null;
      return {
        id: row.id,
        reference: row.reference,
        status: row.status,
        paymentStatus: row.paymentStatus,
        language: row.language,
        customer: { name: row.name, phone: row.phone, whatsapp: row.whatsapp, email: row.email },
        totalHalalas: Number(row.totalHalalas),
        netPaidHalalas: Number(row.netPaidHalalas),
        firstPickupAt: toDate(row.firstPickupAt),
        lastPickupAt: toDate(row.lastPickupAt),
        dueAt: toDate(row.dueAt),
      };
    },

    /** The booking's one notice; false when it has one already (this process, another, or before a restart). */
    async claim(tx: Transaction, notice: { bookingId: number; dueAt: Date; remainingHalalas: number }): Promise<boolean> {
      const inserted = await tx.insert(paymentBalanceNotices).values(notice).onConflictDoNothing().returning({ id: paymentBalanceNotices.bookingId });
      return inserted.length > 0;
    },

    async recordOutbox(tx: Transaction, bookingId: number, outboxIds: number[]): Promise<void> {
      await tx.update(paymentBalanceNotices).set({ outboxIds }).where(eq(paymentBalanceNotices.bookingId, bookingId));
    },

    /** A new customer link to the booking (purpose `booking`), stored as its SHA-256 only. */
    async addBookingLink(tx: Transaction, bookingId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await tx.insert(tokenLinks).values({ purpose: "booking", tokenHash, bookingId, expiresAt });
    },

    /** The notice of a booking (tests, and the staff view later). */
    async notice(bookingId: number) {
      const [row] = await db.select().from(paymentBalanceNotices).where(eq(paymentBalanceNotices.bookingId, bookingId));
      return row ?? null;
    },
  };
}
export type BalanceNoticesRepository = ReturnType<typeof createBalanceNoticesRepository>;
