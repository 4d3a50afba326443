import type { MoyasarInvoice, MoyasarPayment } from "#server/platform/payments/moyasar-api";
import type { PaymentRow } from "./payments.repository";

/** How long the provider's hosted page takes payments: long enough to pay, short enough to close an abandoned attempt. */
export const INVOICE_WINDOW_MINUTES = 30;
/** Less than this before the page would close (the first pickup is near): no page is made. */
export const INVOICE_MIN_MINUTES = 10;

/**
 * The invoice's expiry: within the short window, and before the first pickup (a page that still
 * takes money once the trip has started is never made). Null when too little time is left.
 */
export function invoiceExpiry(now: Date, firstPickupAt: Date): Date | null {
  const end = Math.min(now.getTime() + INVOICE_WINDOW_MINUTES * 60_000, firstPickupAt.getTime() - 60_000);
  return end - now.getTime() < INVOICE_MIN_MINUTES * 60_000 ? null : new Date(end);
}

/**
 * Why an invoice the provider answered is not the one we made for this payment, or null: its id,
 * amount, currency and our booking and payment ids in its metadata must all be ours.
 */
export function invoiceMismatch(
  row: Pick<PaymentRow, "id" | "bookingId" | "amountHalalas" | "currency" | "invoiceId">,
  invoice: MoyasarInvoice,
): string | null {
  if (row.invoiceId !== invoice.id) return "invoice";
  if (invoice.amount !== row.amountHalalas) return "amount";
  if (invoice.currency.toUpperCase() !== row.currency) return "currency";
  if (String(invoice.metadata?.booking_id ?? "") !== String(row.bookingId)) return "booking";
  if (String(invoice.metadata?.payment_id ?? "") !== String(row.id)) return "payment";
  return null;
}

/** Provider statuses of a payment that took money (since perhaps refunded or voided). */
const TOOK_MONEY = new Set(["paid", "captured", "authorized", "refunded", "voided"]);

/** The attempt on the invoice that took money, if any (an invoice is paid once; failed tries may precede it). */
export const settledAttempt = (invoice: MoyasarInvoice): MoyasarPayment | null => (invoice.payments ?? []).find((p) => TOOK_MONEY.has(p.status)) ?? null;

/** The invoice no longer takes payments. */
export const invoiceClosed = (invoice: MoyasarInvoice) => ["expired", "canceled", "voided", "failed"].includes(invoice.status);

/**
 * A payment made on our invoice, read with the invoice's metadata (ours, checked above) under its
 * own: what the payment itself says wins, so a payment claiming another booking is still refused.
 */
export function throughInvoice(payment: MoyasarPayment, invoice: MoyasarInvoice): MoyasarPayment {
  if (payment.invoice_id !== invoice.id) return payment;
  return { ...payment, metadata: { ...(invoice.metadata ?? {}), ...(payment.metadata ?? {}) } };
}
