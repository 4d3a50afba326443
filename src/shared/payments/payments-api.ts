import type { PaymentStatus } from "../bookings/booking-kinds";
import type { LocalizedText } from "../i18n/localized-text";
import type { DepositMode, PaymentKind, PaymentMethod, PaymentSource, RefundOrigin, RefundStatus } from "./payment-kinds";
import type { OnlinePaymentStatus } from "./payment-lifecycle";
import type { DepositRule, PaymentOption } from "./payment-plan";

/*
 * The payments API (issue 25), answers only; payloads are in payment.schema.ts.
 *
 * Customer (booking link token; no-store, anonymous writes limited, Idempotency-Key answered first):
 *   GET  /api/booking-info/:token/payments                       → BookingPaymentSummary
 *   POST /api/booking-info/:token/payments        {kind}          → CheckoutStart (201; 200 for a stored Idempotency-Key
 *        or the same open page again): our record, then the provider's invoice; the browser goes to its hosted page
 *   GET  /api/booking-info/:token/payments/:paymentId/return       (the invoice's success_url) → 303 to
 *        /[ar/]booking-info/:token?payment=<PaymentReturnOutcome>  after asking the provider (invoice, then its payment);
 *        nothing in the query is read
 *   GET  /api/booking-info/:token/payments/return?id=…             (a payment's callback_url, for payments made before the
 *        hosted page) → the same, after fetching that payment
 *   GET  /api/booking-info/:token/refund-preview                  → RefundPreview (shown before confirming a cancel;
 *        POST …/cancel then refunds it by itself)
 *   GET  /api/payments/availability[?product=<slug>]              → PaymentsAvailability (/book's review: with the product's deposit rule)
 *
 * Provider:
 *   POST /api/webhooks/moyasar  (secret_token in the body; 401 otherwise; 200 for a duplicate)
 *   POST /api/webhooks/moyasar/invoices  (an invoice's callback_url: unauthenticated, so only a hint naming one of our
 *        invoices, which is then fetched from the provider; 200 whatever it says)
 *
 * Staff (signed in; reads dashboard.read, refunds operations.write, settings configurations.manage):
 *   GET  /api/admin/payments?…StaffPaymentsQuery                  → StaffPaymentList
 *   GET  /api/admin/payments.csv?…StaffPaymentsQuery              → text/csv, PAYMENTS_CSV_COLUMNS
 *   GET  /api/admin/bookings/:bookingId/payments                  → StaffBookingPayments
 *   POST /api/admin/payments/:paymentId/refund {amountHalalas, reason} + Idempotency-Key → StaffRefundAnswer
 *   GET  /api/admin/payments/daily?days=14                        → PaymentDailyTotals
 *   GET  /api/admin/payments/settings                             → PaymentSettingsView
 *   PATCH /api/admin/payments/settings                            {refundPercentBeforeCutoff} → PaymentSettingsView
 *   PATCH /api/admin/payments/settings/products/:productId        ProductDepositSettingsPayload (version 0 = none stored) → ProductDepositSettings
 */

/** Whether online payment exists at all: without a configured provider there is no pay step anywhere. */
export interface PaymentsAvailability {
  enabled: boolean;
  /** The methods the provider's hosted page offers (cards: mada, Visa, Mastercard; Apple Pay; STC Pay). */
  sources: PaymentSource[];
  /**
   * With `?product=<slug>` (/book's review): that product's deposit rule (null for an unknown
   * product, absent while payment is off) and the refund share before the free-cancellation cut-off.
   */
  deposit?: DepositRule | null;
  refundPercentBeforeCutoff?: number;
}

export interface RefundView {
  id: number;
  amountHalalas: number;
  status: RefundStatus;
  origin: RefundOrigin;
  requestedAt: string;
  /** When the provider confirmed it. */
  refundedAt: string | null;
}

/** One payment attempt as the customer reads it. */
export interface PaymentView {
  id: number;
  kind: PaymentKind;
  amountHalalas: number;
  currency: "SAR";
  status: OnlinePaymentStatus;
  /** Known once the provider has it (mada, visa, applepay…). */
  method: PaymentMethod | null;
  /** "•••• 1010" style, from the provider; never a full number. */
  cardLast4: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Our receipt number (RCPT-<year>-<6 digits>), given when the payment is paid. */
  receiptNumber: string | null;
  refundedHalalas: number;
  refunds: RefundView[];
  /** Why it failed, as the provider put it (already shown to the customer on its form). */
  failureMessage: string | null;
}

/** GET /api/booking-info/:token/payments: what is paid, what is due now and later, and each payment. */
export interface BookingPaymentSummary {
  /** False when no provider is configured: the page shows today's "nothing is paid now" texts. */
  enabled: boolean;
  availability: PaymentsAvailability;
  totalHalalas: number;
  /** Paid online, less what was refunded. */
  paidHalalas: number;
  refundedHalalas: number;
  /** What is still to pay (total − paid), never below 0. */
  remainingHalalas: number;
  /** The payments the customer may start now (deposit and/or full, or the balance); empty when none. */
  options: PaymentOption[];
  /** The deposit rule in words: how much now, how much later, and when the later part is due. */
  dueNowHalalas: number;
  dueLaterHalalas: number;
  /** ISO time the balance falls due (hours before the first pickup), null without a deposit rule. */
  balanceDueAt: string | null;
  balanceOverdue: boolean;
  /** The booking's status as staff and customer read it (also set by hand by staff for cash or a transfer). */
  bookingPaymentStatus: PaymentStatus;
  /** A payment is under way (initiated, less than an hour old): the page says "checking your payment". */
  pending: boolean;
  payments: PaymentView[];
  /** Booking cancelled or completed: nothing may be started. */
  closed: boolean;
}

/** POST /api/booking-info/:token/payments: our record and the provider's invoice exist; the browser goes to its page. */
export interface CheckoutStart {
  paymentId: number;
  kind: PaymentKind;
  /** The server's amount (the invoice's). */
  amountHalalas: number;
  currency: "SAR";
  /** The provider's hosted payment page (the invoice's url): a full page navigation, card data never passes through us. */
  checkoutUrl: string;
  /** When that page stops taking payments (before the first pickup, within a short window). */
  expiresAt: string;
}

export const PAYMENT_RETURN_OUTCOMES = ["paid", "failed", "pending"] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];

/** GET /api/booking-info/:token/refund-preview: what a cancel now would refund, before the customer confirms. */
export interface RefundPreview {
  /** Cancelling now is free (before the cut-off) and is the customer's own action. */
  beforeCutoff: boolean;
  paidHalalas: number;
  refundableHalalas: number;
  /** The policy in force: the share refunded before the cut-off. */
  refundPercentBeforeCutoff: number;
  cutoffHours: number;
  freeCancellationUntil: string | null;
}

/* ---- staff ---- */

export interface StaffRefundView extends RefundView {
  /** The staff reason, or the customer's cancellation note. */
  reason: string | null;
  providerRefundStatus: string | null;
  /** Staff member who asked, null for a customer cancel. */
  actorName: string | null;
}

export interface StaffPaymentRow {
  id: number;
  bookingId: number;
  bookingReference: string;
  customerName: string;
  kind: PaymentKind;
  amountHalalas: number;
  refundedHalalas: number;
  currency: "SAR";
  status: OnlinePaymentStatus;
  method: PaymentMethod | null;
  provider: "moyasar";
  providerId: string | null;
  receiptNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  failureMessage: string | null;
}

/** GET /api/admin/payments. */
export interface StaffPaymentList {
  rows: StaffPaymentRow[];
  total: number;
  /** Over the whole filter (not just the page). */
  sums: { paidHalalas: number; refundedHalalas: number; netHalalas: number };
}

/** The CSV's columns, in order (header row = these names). Amounts in SAR with two decimals. */
export const PAYMENTS_CSV_COLUMNS = [
  "payment_id",
  "booking_reference",
  "customer",
  "kind",
  "status",
  "method",
  "amount_sar",
  "refunded_sar",
  "currency",
  "provider_id",
  "receipt_number",
  "created_at",
  "paid_at",
] as const;

/** GET /api/admin/bookings/:bookingId/payments: the booking panel. */
export interface StaffBookingPayments {
  bookingId: number;
  bookingReference: string;
  enabled: boolean;
  totalHalalas: number;
  paidHalalas: number;
  refundedHalalas: number;
  remainingHalalas: number;
  bookingPaymentStatus: PaymentStatus;
  balanceDueAt: string | null;
  /** The red marks: the last attempt failed; the balance is past due and unpaid. */
  attention: { paymentFailed: boolean; balanceOverdue: boolean };
  payments: (StaffPaymentRow & { refunds: StaffRefundView[]; refundableHalalas: number })[];
}

/** POST /api/admin/payments/:paymentId/refund. */
export interface StaffRefundAnswer {
  refund: StaffRefundView;
  payment: StaffPaymentRow;
  message: string;
}

/** GET /api/admin/payments/daily: per Makkah day, newest last. */
export interface PaymentDailyTotals {
  days: { date: string; paidHalalas: number; refundedHalalas: number; count: number }[];
  today: { paidHalalas: number; refundedHalalas: number; count: number; failed: number };
}

/** One product's deposit settings (default: mode none = pay later). */
export interface ProductDepositSettings {
  productId: number;
  productSlug: string;
  productName: LocalizedText;
  mode: DepositMode;
  percent: number | null;
  fixedHalalas: number | null;
  allowFull: boolean;
  balanceDueHours: number;
  version: number;
}

/** GET /api/admin/payments/settings. */
export interface PaymentSettingsView {
  enabled: boolean;
  /** Where the provider's keys come from ("environment" wins over "settings" on /admin/configurations). */
  configuredBy: "environment" | "settings" | null;
  refundPercentBeforeCutoff: number;
  products: ProductDepositSettings[];
}

/** Machine-readable refusal codes in `{ error, code }` answers (texts in payment-messages.ts). */
export type PaymentRefusalCode =
  | "payment.disabled"
  | "payment.invalid"
  | "payment.notOffered"
  | "payment.closed"
  | "payment.notFound"
  | "payment.providerMismatch"
  | "payment.providerUnavailable"
  | "payment.idempotencyConflict"
  | "payment.busy"
  | "refund.tooMuch"
  | "refund.notRefundable"
  | "refund.failed"
  | "webhook.unauthorized";
