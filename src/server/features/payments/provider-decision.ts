import type { MoyasarPayment } from "#server/platform/payments/moyasar-api";
import type { PaymentMethod } from "#shared/payments/payment-kinds";
import { canMovePayment, fromProviderStatus, isOnlinePaymentStatus, type OnlinePaymentStatus } from "#shared/payments/payment-lifecycle";
import type { PaymentPatch, PaymentRow } from "./payments.repository";

/**
 * Why a provider payment is not ours to trust, or null when it is: the amount, the currency, the
 * booking and our payment id in its metadata must all be what we asked for (and, paid on our
 * invoice's page, it must be that invoice's payment). A redirect or a
 * webhook can claim anything; only this comparison, on what the provider answered to our own
 * fetch, lets money be recorded.
 */
export function mismatchOf(
  row: Pick<PaymentRow, "id" | "bookingId" | "amountHalalas" | "currency" | "providerId"> & Partial<Pick<PaymentRow, "invoiceId">>,
  provider: MoyasarPayment,
): string | null {
  if (row.providerId && row.providerId !== provider.id) return "id";
  // Paid on our invoice's hosted page: it must be that invoice's payment, not another one.
  if (row.invoiceId && provider.invoice_id !== row.invoiceId) return "invoice";
  if (provider.amount !== row.amountHalalas) return "amount";
  if (provider.currency.toUpperCase() !== row.currency) return "currency";
  if (String(provider.metadata?.booking_id ?? "") !== String(row.bookingId)) return "booking";
  if (String(provider.metadata?.payment_id ?? "") !== String(row.id)) return "payment";
  return null;
}

const COMPANIES: Record<string, PaymentMethod> = { mada: "mada", visa: "visa", master: "mastercard", mastercard: "mastercard", amex: "amex" };

export function methodOf(provider: MoyasarPayment): PaymentMethod | null {
  const source = provider.source;
  if (!source) return null;
  if (source.type === "applepay") return "applepay";
  if (source.type === "stcpay") return "stcpay";
  if (source.type === "creditcard" || source.type === "token") return COMPANIES[String(source.company ?? "").toLowerCase()] ?? "creditcard";
  return null;
}

/**
 * What the provider's answer changes on our payment, by the lifecycle table only: a status the
 * table does not allow from ours (an old answer arriving late) changes nothing but the time we
 * last asked. A payment we still think initiated that the provider already refunded or voided
 * passes through `paid` (both moves are in the table), so the receipt and paid time exist.
 */
export function decideFromProvider(row: PaymentRow, provider: MoyasarPayment, now: Date): PaymentPatch {
  const seen = { providerStatus: provider.status, providerRefunded: provider.refunded, company: provider.source?.company ?? null };
  const mismatch = mismatchOf(row, provider);
  if (mismatch) {
    const note = { ...row.metadata, ...seen, mismatch };
    return row.status === "initiated"
      ? { status: "failed", failureMessage: `The provider's payment did not match ours (${mismatch}); not recorded as paid.`, metadata: note, checkedAt: now }
      : { metadata: note, checkedAt: now };
  }
  const current = isOnlinePaymentStatus(row.status) ? row.status : "initiated";
  const target = fromProviderStatus(provider.status, provider.refunded, provider.amount);
  const patch: PaymentPatch = {
    checkedAt: now,
    metadata: { ...row.metadata, ...seen },
    method: methodOf(provider) ?? row.method,
    cardLast4: /(\d{4})\s*$/.exec(provider.source?.number ?? "")?.[1] ?? row.cardLast4,
    providerReference: provider.source?.reference_number ?? provider.source?.gateway_id ?? row.providerReference,
    refundedHalalas: Math.max(row.refundedHalalas, provider.refunded),
    providerId: row.providerId ?? provider.id,
  };
  if (!target || target === current) {
    if (current === "partially_refunded" && patch.refundedHalalas! >= row.amountHalalas) patch.status = "refunded";
    return patch;
  }
  let status: OnlinePaymentStatus = current;
  if (status === "initiated" && target !== "failed" && canMovePayment("initiated", "paid")) status = "paid";
  if (canMovePayment(status, target)) status = target;
  if (status === current) return patch;
  patch.status = status;
  if (status !== "failed" && current === "initiated") {
    patch.paidAt = now;
    patch.receipt = true;
  }
  if (status === "failed") patch.failureMessage = provider.source?.message?.slice(0, 200) ?? "Failed";
  return patch;
}
