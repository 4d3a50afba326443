import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, customers } from "#server/db/schema/bookings";
import { paymentRefunds, payments } from "#server/db/schema/payments";
import { users } from "#server/db/schema/users";
import { CAPTURED_STATUSES } from "#shared/payments/payment-lifecycle";
import type { StaffPaymentsQuery } from "#shared/payments/payment.schema";

/** A Makkah calendar day's start as an instant (Asia/Riyadh is UTC+3 all year, no daylight saving). */
const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(riyadhDayStart(day).getTime() + 86_400_000);

/** The staff's reads over payments: the filtered list (and CSV), the booking panel's names, the daily totals. */
export function createPaymentsStaffRepository(db: Database) {
  const where = (query: Omit<StaffPaymentsQuery, "limit" | "offset">): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [
      query.from ? gte(payments.createdAt, riyadhDayStart(query.from)) : undefined,
      query.to ? lt(payments.createdAt, nextDay(query.to)) : undefined,
      query.status ? eq(payments.status, query.status) : undefined,
      query.kind ? eq(payments.kind, query.kind) : undefined,
      query.method ? eq(payments.method, query.method) : undefined,
    ];
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      conditions.push(or(ilike(bookings.reference, like), ilike(customers.name, like), ilike(payments.providerId, like), ilike(payments.receiptNumber, like)));
    }
    return and(...conditions.filter((c): c is SQL => c !== undefined));
  };

  return {
    async list(query: StaffPaymentsQuery) {
      const filter = where(query);
      const base = () =>
        db.select().from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).innerJoin(customers, eq(customers.id, bookings.customerId));
      const [rows, [totals]] = await Promise.all([
        base().where(filter).orderBy(desc(payments.createdAt), desc(payments.id)).limit(query.limit).offset(query.offset),
        db
          .select({
            total: count(),
            paid: sql<number>`coalesce(sum(${payments.amountHalalas}) filter (where ${inArray(payments.status, [...CAPTURED_STATUSES])}), 0)::int`,
            refunded: sql<number>`coalesce(sum(${payments.refundedHalalas}), 0)::int`,
          })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .where(filter),
      ]);
      return {
        rows: rows.map((r) => ({ payment: r.payments, reference: r.bookings.reference, customerName: r.customers.name })),
        total: Number(totals?.total ?? 0),
        paid: Number(totals?.paid ?? 0),
        refunded: Number(totals?.refunded ?? 0),
      };
    },

    async bookingNames(bookingId: number) {
      const [row] = await db
        .select({ reference: bookings.reference, customerName: customers.name })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row ?? null;
    },

    /** The staff who asked each refund of a booking's payments, by refund id. */
    async refundActors(paymentIds: number[]): Promise<Map<number, string>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select({ id: paymentRefunds.id, name: users.name })
        .from(paymentRefunds)
        .innerJoin(users, eq(users.id, paymentRefunds.actorUserId))
        .where(inArray(paymentRefunds.paymentId, paymentIds));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Paid (by paid time) and refunded (by refund time) per Makkah day since `since`. */
    async daily(since: Date) {
      const day = (column: SQL | typeof payments.paidAt) => sql<string>`to_char(${column} at time zone 'Asia/Riyadh', 'YYYY-MM-DD')`;
      const [paid, refunded, failed] = await Promise.all([
        db
          .select({ date: day(payments.paidAt), total: sql<number>`sum(${payments.amountHalalas})::int`, count: count() })
          .from(payments)
          .where(gte(payments.paidAt, since))
          .groupBy(day(payments.paidAt)),
        db
          .select({ date: day(paymentRefunds.refundedAt as unknown as SQL), total: sql<number>`sum(${paymentRefunds.amountHalalas})::int` })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.status, "refunded"), gte(paymentRefunds.refundedAt, since)))
          .groupBy(day(paymentRefunds.refundedAt as unknown as SQL)),
        db
          .select({ date: day(payments.updatedAt as unknown as SQL), count: count() })
          .from(payments)
          .where(and(eq(payments.status, "failed"), gte(payments.updatedAt, since)))
          .groupBy(day(payments.updatedAt as unknown as SQL)),
      ]);
      return { paid, refunded, failed };
    },
  };
}
export type PaymentsStaffRepository = ReturnType<typeof createPaymentsStaffRepository>;
