import type { PaymentMethod, PaymentKind, RefundOrigin, RefundStatus } from "#shared/payments/payment-kinds";
import type { OnlinePaymentStatus } from "#shared/payments/payment-lifecycle";
import { CAPTURED_STATUSES } from "#shared/payments/payment-lifecycle";
import type { PaymentView, RefundView, StaffPaymentRow, StaffRefundView } from "#shared/payments/payments-api";
import type { PaymentRow, RefundRow } from "./payments.repository";

export const refundView = (refund: RefundRow): RefundView => ({
  id: refund.id,
  amountHalalas: refund.amountHalalas,
  status: refund.status as RefundStatus,
  origin: refund.origin as RefundOrigin,
  requestedAt: refund.createdAt.toISOString(),
  refundedAt: refund.refundedAt?.toISOString() ?? null,
});

export const paymentView = (payment: PaymentRow, refunds: RefundRow[]): PaymentView => ({
  id: payment.id,
  kind: payment.kind as PaymentKind,
  amountHalalas: payment.amountHalalas,
  currency: "SAR",
  status: payment.status as OnlinePaymentStatus,
  method: payment.method as PaymentMethod | null,
  cardLast4: payment.cardLast4,
  createdAt: payment.createdAt.toISOString(),
  paidAt: payment.paidAt?.toISOString() ?? null,
  receiptNumber: payment.receiptNumber,
  refundedHalalas: payment.refundedHalalas,
  refunds: refunds.map(refundView),
  failureMessage: payment.status === "failed" ? payment.failureMessage : null,
});

export const staffRefundView = (refund: RefundRow, actorName: string | null = null): StaffRefundView => ({
  ...refundView(refund),
  reason: refund.reason,
  providerRefundStatus: refund.providerRefundStatus,
  actorName,
});

export const staffPaymentRow = (payment: PaymentRow, booking: { reference: string; customerName: string }): StaffPaymentRow => ({
  id: payment.id,
  bookingId: payment.bookingId,
  bookingReference: booking.reference,
  customerName: booking.customerName,
  kind: payment.kind as PaymentKind,
  amountHalalas: payment.amountHalalas,
  refundedHalalas: payment.refundedHalalas,
  currency: "SAR",
  status: payment.status as OnlinePaymentStatus,
  method: payment.method as PaymentMethod | null,
  provider: "moyasar",
  providerId: payment.providerId,
  receiptNumber: payment.receiptNumber,
  createdAt: payment.createdAt.toISOString(),
  paidAt: payment.paidAt?.toISOString() ?? null,
  failureMessage: payment.failureMessage,
});

/** Captured, refunded and net online money over a booking's payments. */
export function moneyOf(rows: { payment: PaymentRow }[]) {
  const captured = rows.filter((r) => CAPTURED_STATUSES.includes(r.payment.status as OnlinePaymentStatus)).reduce((sum, r) => sum + r.payment.amountHalalas, 0);
  const refunded = rows.reduce((sum, r) => sum + r.payment.refundedHalalas, 0);
  return { captured, refunded, net: captured - refunded };
}
