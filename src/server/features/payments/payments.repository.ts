import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookingEvents, bookings } from "#server/db/schema/bookings";
import { paymentRefunds, payments, paymentWebhookEvents } from "#server/db/schema/payments";
import { bookingPaymentStatusOf } from "#shared/payments/payment-plan";
import { CAPTURED_STATUSES } from "#shared/payments/payment-lifecycle";

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
/** What a decision on a locked payment may change. */
export type PaymentPatch = Partial<
  Pick<
    PaymentRow,
    "status" | "method" | "cardLast4" | "providerReference" | "refundedHalalas" | "failureMessage" | "metadata" | "paidAt" | "checkedAt" | "providerId"
  >
> & { receipt?: boolean };

const isUniqueViolation = (error: unknown) => {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
};

/**
 * Payments, refunds and webhook events. Every status change happens on the payment row locked
 * FOR UPDATE, and the booking's payment_status (with a `payment` timeline entry) follows in the
 * same transaction, so the booking never says "paid" for money the payments table does not hold.
 */
export function createPaymentsRepository(db: Database) {
  /** The booking's payment status from its online money; written (with a timeline entry) only when online money moved. */
  async function syncBooking(tx: Transaction, bookingId: number, actor: string, source: string): Promise<void> {
    const [sums] = await tx
      .select({
        captured: sql<number>`coalesce(sum(${payments.amountHalalas}) filter (where ${inArray(payments.status, [...CAPTURED_STATUSES])}), 0)::int`,
        refunded: sql<number>`coalesce(sum(${payments.refundedHalalas}), 0)::int`,
      })
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    if (!sums || sums.captured === 0) return;
    const [booking] = await tx
      .select({ paymentStatus: bookings.paymentStatus, total: sql<number>`coalesce(${bookings.quotedTotalHalalas}, ${bookings.totalHalalas})` })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking) return;
    const next = bookingPaymentStatusOf({
      totalHalalas: Number(booking.total),
      capturedHalalas: Number(sums.captured),
      refundedHalalas: Number(sums.refunded),
    });
    if (next === booking.paymentStatus) return;
    await tx
      .update(bookings)
      .set({ paymentStatus: next, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
      .where(eq(bookings.id, bookingId));
    await tx.insert(bookingEvents).values({
      bookingId,
      kind: "payment",
      actor,
      source,
      fromStatus: booking.paymentStatus,
      toStatus: next,
      data: { from: booking.paymentStatus, to: next, capturedHalalas: sums.captured, refundedHalalas: sums.refunded },
    });
  }

  return {
    byId: async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)).limit(1))[0] ?? null,
    byProviderId: async (providerId: string) => (await db.select().from(payments).where(eq(payments.providerId, providerId)).limit(1))[0] ?? null,
    byInvoiceId: async (invoiceId: string) => (await db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).limit(1))[0] ?? null,
    byIdempotencyKey: async (key: string) => (await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1))[0] ?? null,

    async forBooking(bookingId: number): Promise<{ payment: PaymentRow; refunds: RefundRow[] }[]> {
      const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt), asc(payments.id));
      if (rows.length === 0) return [];
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
      return rows.map((payment) => ({ payment, refunds: refunds.filter((r) => r.paymentId === payment.id) }));
    },

    /** Our record first (the amount is the caller's, from the server's price); a stored Idempotency-Key answers its payment. */
    async createInitiated(input: { bookingId: number; kind: string; amountHalalas: number; idempotencyKey: string | null; requestHash: string | null }) {
      try {
        const [row] = await db
          .insert(payments)
          .values({ ...input, status: "initiated", currency: "SAR", provider: "moyasar" })
          .returning();
        return { created: true as const, payment: row! };
      } catch (error) {
        if (!input.idempotencyKey || !isUniqueViolation(error)) throw error;
        const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey)).limit(1);
        if (!row) throw error;
        return { created: false as const, payment: row };
      }
    },

    /**
     * One decision on the locked payment: `decide` sees the row as it is now and answers a patch
     * (or null: nothing to change). Refunds the provider has now counted are confirmed, and the
     * booking follows, in the same transaction.
     */
    async change(
      paymentId: number,
      decide: (row: PaymentRow) => PaymentPatch | null,
      meta: { actor: string; source: string },
    ): Promise<{ before: PaymentRow; after: PaymentRow } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
        if (!row) return null;
        const patch = decide(row);
        if (!patch) return { before: row, after: row };
        const { receipt, ...columns } = patch;
        const receiptNumber =
          receipt && !row.receiptNumber
            ? sql`'RCPT-' || to_char(now() at time zone 'Asia/Riyadh', 'YYYY') || '-' || lpad(nextval('payment_receipt_seq')::text, 6, '0')`
            : undefined;
        const [after] = await tx
          .update(payments)
          .set({ ...columns, ...(receiptNumber ? { receiptNumber } : {}), version: sql`${payments.version} + 1`, updatedAt: new Date() })
          .where(eq(payments.id, paymentId))
          .returning();
        // Pending refunds, oldest first, are confirmed while the provider's refunded total covers them.
        const pending = await tx
          .select()
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, "pending")))
          .orderBy(asc(paymentRefunds.id));
        const [confirmedSum] = await tx
          .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountHalalas}), 0)::int` })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, "refunded")));
        let covered = Number(confirmedSum?.total ?? 0);
        for (const refund of pending) {
          if (covered + refund.amountHalalas > after!.refundedHalalas) break;
          covered += refund.amountHalalas;
          await tx
            .update(paymentRefunds)
            .set({
              status: "refunded",
              providerRefundStatus: after!.status,
              refundedAt: new Date(),
              version: sql`${paymentRefunds.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(paymentRefunds.id, refund.id));
        }
        await syncBooking(tx, row.bookingId, meta.actor, meta.source);
        return { before: row, after: after! };
      });
    },

    /** The provider's id, stored before the 3-D Secure redirect; `taken` when another payment of ours has it. */
    /** The provider's invoice (hosted page) for our payment, stored before the customer is sent to it. */
    async attachInvoice(paymentId: number, invoice: { invoiceId: string; invoiceUrl: string; invoiceExpiresAt: Date }): Promise<boolean> {
      const updated = await db
        .update(payments)
        .set({ ...invoice, version: sql`${payments.version} + 1`, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), isNull(payments.invoiceId)))
        .returning({ id: payments.id });
      return updated.length > 0;
    },

    async attachProvider(paymentId: number, providerId: string): Promise<"attached" | "already" | "other" | "taken" | "missing"> {
      try {
        const updated = await db
          .update(payments)
          .set({ providerId, version: sql`${payments.version} + 1`, updatedAt: new Date() })
          .where(and(eq(payments.id, paymentId), isNull(payments.providerId)))
          .returning({ id: payments.id });
        if (updated.length > 0) return "attached";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
      const [row] = await db.select({ providerId: payments.providerId }).from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!row) return "missing";
      return row.providerId === providerId ? "already" : "other";
    },

    /** True the first time an event id is seen (the unique key decides between concurrent deliveries). */
    async recordWebhookEvent(eventId: string, type: string, providerPaymentId: string | null): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values({ eventId, type, providerPaymentId })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      return inserted.length > 0;
    },

    /** What reconciliation asks the provider about: payments still initiated, and payments with a refund pending. */
    async needingReconciliation(startedBefore: Date, limit = 200) {
      const open = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "initiated"), lt(payments.createdAt, startedBefore)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
      const refunding = await db
        .select()
        .from(payments)
        .where(sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.status} = 'pending')`)
        .limit(limit);
      return { open, refunding };
    },

    refundByKey: async (key: string) => (await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key)).limit(1))[0] ?? null,
    refundsOf: (paymentId: number) => db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(asc(paymentRefunds.id)),

    /**
     * A refund row, decided on the locked payment: what is left to refund is the amount less what
     * the provider refunded and what is pending. A stored key answers its refund (a retry), never a second one.
     */
    async createRefund(
      input: {
        paymentId: number;
        amountHalalas: number;
        reason: string | null;
        origin: string;
        idempotencyKey: string;
        requestHash: string;
        actorUserId: string | null;
      },
      afterWrite?: (tx: Transaction, refund: RefundRow) => Promise<void>,
    ): Promise<{ ok: true; refund: RefundRow; created: boolean } | { ok: false; reason: "tooMuch" | "notRefundable" | "keyConflict" | "missing" }> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
        if (!payment) return { ok: false as const, reason: "missing" as const };
        const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey)).limit(1);
        if (existing)
          return existing.requestHash === input.requestHash && existing.paymentId === input.paymentId
            ? { ok: true as const, refund: existing, created: false }
            : { ok: false as const, reason: "keyConflict" as const };
        if (payment.status !== "paid" && payment.status !== "partially_refunded") return { ok: false as const, reason: "notRefundable" as const };
        const [pending] = await tx
          .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountHalalas}), 0)::int` })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, "pending")));
        const left = payment.amountHalalas - payment.refundedHalalas - Number(pending?.total ?? 0);
        if (input.amountHalalas > left) return { ok: false as const, reason: "tooMuch" as const };
        const [refund] = await tx
          .insert(paymentRefunds)
          .values({ ...input, status: "pending" })
          .returning();
        if (afterWrite) await afterWrite(tx, refund!);
        return { ok: true as const, refund: refund!, created: true };
      });
    },

    async markRefund(refundId: number, status: "pending" | "failed", providerRefundStatus: string | null) {
      await db
        .update(paymentRefunds)
        .set({ status, providerRefundStatus, version: sql`${paymentRefunds.version} + 1`, updatedAt: new Date() })
        .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "pending")));
    },

    /**
     * Bookings the customer cancelled from their link (before the cut-off, the only way a customer
     * cancels) with online money still held and no refund of that origin asked yet.
     */
    async customerCancelsAwaitingRefund(limit = 50): Promise<number[]> {
      const rows = await db
        .selectDistinct({ bookingId: payments.bookingId })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(
          and(
            eq(bookings.status, "cancelled"),
            inArray(payments.status, ["paid", "partially_refunded"]),
            sql`exists (select 1 from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.kind} = 'status' and ${bookingEvents.toStatus} = 'cancelled' and ${bookingEvents.actor} = 'customer')`,
            sql`not exists (select 1 from ${paymentRefunds} r join ${payments} p2 on p2.id = r.payment_id where p2.booking_id = ${bookings.id} and r.origin = 'customer_cancel')`,
          ),
        )
        .limit(limit);
      return rows.map((r) => r.bookingId);
    },

    /**
     * Payments that took money after their booking was cancelled (a payment page left open, or a
     * provider answer that came late): none of them has been refunded as such yet.
     */
    async paidAfterCancelAwaitingRefund(limit = 50): Promise<number[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(
          and(
            eq(bookings.status, "cancelled"),
            inArray(payments.status, ["paid", "partially_refunded"]),
            sql`${payments.paidAt} > (select max(${bookingEvents.at}) from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.kind} = 'status' and ${bookingEvents.toStatus} = 'cancelled')`,
            sql`not exists (select 1 from ${paymentRefunds} r where r.payment_id = ${payments.id} and r.origin = 'paid_after_cancel')`,
          ),
        )
        .orderBy(asc(payments.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Newest first: the latest attempt of a booking (the "payment failed" mark). */
    async latestOf(bookingId: number) {
      return (
        (await db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1))[0] ?? null
      );
    },

    /** Any payments of a booking not yet final with the provider (for "checking your payment"). */
    async hasOpen(bookingId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), or(eq(payments.status, "initiated")), sql`${payments.createdAt} > ${since}`))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
