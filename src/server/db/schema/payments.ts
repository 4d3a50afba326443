import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { bookings } from "./bookings";
import { products } from "./products";
import { users } from "./users";

/** The number inside a receipt number (`RCPT-<year>-<6 digits>`), given when a payment is paid. */
export const paymentReceiptSequence = pgSequence("payment_receipt_seq", { startWith: 1, increment: 1 });

/**
 * One online payment attempt for a booking (issue 25). Written before the provider hears of it
 * (the amount is the server's), then given the provider's invoice (its hosted page) before the customer
 * goes there, and the provider's payment id once the invoice carries it;
 * its status moves only by #shared/payments/payment-lifecycle, after the server asked the provider.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** #shared/payments/payment-kinds PAYMENT_KINDS. */
    kind: text("kind").notNull(),
    amountHalalas: integer("amount_halalas").notNull(),
    currency: text("currency").notNull().default("SAR"),
    /** #shared/payments/payment-lifecycle ONLINE_PAYMENT_STATUSES. */
    status: text("status").notNull().default("initiated"),
    provider: text("provider").notNull().default("moyasar"),
    /** The provider's payment id; unique, so one provider payment is never two of ours. */
    providerId: text("provider_id").unique(),
    /**
     * The provider's invoice (its hosted payment page), created right after this row and stored
     * before the customer is sent to it; unique, so one invoice is never two of ours.
     */
    invoiceId: text("invoice_id").unique(),
    /** The invoice's hosted page, where the customer is sent (again, for a retried start). */
    invoiceUrl: text("invoice_url"),
    /** The invoice's expiry as we asked it (before the first pickup, never beyond a short window). */
    invoiceExpiresAt: timestamp("invoice_expires_at", { withTimezone: true }),
    /** #shared/payments/payment-kinds PAYMENT_METHODS, once the provider says. */
    method: text("method"),
    cardLast4: text("card_last4"),
    /** RCPT-<year>-<6 digits>, given on paid. */
    receiptNumber: text("receipt_number").unique(),
    /** The provider's own reference (RRN / authorization code) for bank enquiries. */
    providerReference: text("provider_reference"),
    refundedHalalas: integer("refunded_halalas").notNull().default(0),
    failureMessage: text("failure_message"),
    /** What the provider last told us (status, amounts, source company), never card data. */
    metadata: jsonb("metadata")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The customer's Idempotency-Key for starting it, and a hash of the request (same key + other body = 422). */
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Last time the provider was asked (callback, webhook, reconciliation). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("payments_booking_idx").on(table.bookingId, table.createdAt),
    index("payments_created_idx").on(table.createdAt),
    index("payments_paid_idx").on(table.paidAt),
    index("payments_open_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'initiated'`),
  ],
);

/** A refund asked of the provider: pending until its answer (webhook + fetch) confirms it. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountHalalas: integer("amount_halalas").notNull(),
    reason: text("reason"),
    /** #shared/payments/payment-kinds REFUND_ORIGINS. */
    origin: text("origin").notNull(),
    /** A retried refund (the same key) is this row again, never a second refund. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    requestHash: text("request_hash"),
    /** #shared/payments/payment-kinds REFUND_STATUSES. */
    status: text("status").notNull().default("pending"),
    /** What the provider said about the refund (its payment status after it, or its error). */
    providerRefundStatus: text("provider_refund_status"),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("payment_refunds_payment_idx").on(table.paymentId),
    index("payment_refunds_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Every provider webhook event id seen, so a redelivery is answered without acting twice. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  providerPaymentId: text("provider_payment_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A product's deposit rule (no row = no deposit, pay later as before). */
export const productPaymentSettings = pgTable("product_payment_settings", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** #shared/payments/payment-kinds DEPOSIT_MODES. */
  depositMode: text("deposit_mode").notNull().default("none"),
  depositPercent: integer("deposit_percent"),
  depositFixedHalalas: integer("deposit_fixed_halalas"),
  allowFull: boolean("allow_full").notNull().default(false),
  balanceDueHours: integer("balance_due_hours").notNull().default(48),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});
