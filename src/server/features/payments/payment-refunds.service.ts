import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "#server/db/client";
import type { Logger } from "#server/platform/logger/logger";
import { MoyasarError } from "#server/platform/payments/moyasar-api";
import type { ResolvePayments } from "#server/platform/payments/payments-in-force";
import type { RefundOrigin } from "#shared/payments/payment-kinds";
import { refundableByPolicy } from "#shared/payments/payment-plan";
import type { RefundPreview } from "#shared/payments/payments-api";
import type { PaymentBookingsRepository, PayableBooking } from "./payment-bookings.repository";
import type { PaymentFlow } from "./payment-flow.service";
import type { PaymentRow, PaymentsRepository, RefundRow } from "./payments.repository";
import { moneyOf } from "./payment-views";

const HOUR_MS = 3_600_000;
export const DEFAULT_REFUND_PERCENT = 100;
export const PAYMENT_POLICY_KEY = "payments.policy";

export type RefundOutcome = { ok: true; refund: RefundRow; payment: PaymentRow; created: boolean } | { ok: false; code: string; status: 404 | 409 | 422 | 502 };

/**
 * Refunds: a row first (pending, with its own idempotency key: a retry is that row, never a
 * second refund), then the provider. Before asking for a refund the provider is asked what it has
 * already refunded, so a refund whose answer we lost (timeout, crash) is recognised, not repeated.
 * A refund is confirmed only by the provider's payment showing it (the answer, a webhook's
 * fetch, or reconciliation). One payment's refunds are worked one at a time in this process.
 */
export function createPaymentRefunds(deps: {
  payments: PaymentsRepository;
  bookings: PaymentBookingsRepository;
  flow: PaymentFlow;
  inForce: ResolvePayments;
  policy: () => Promise<{ refundPercentBeforeCutoff: number; cutoffHours: number }>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const queues = new Map<number, Promise<unknown>>();
  const serial = <T>(paymentId: number, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(paymentId) ?? Promise.resolve();
    const next = previous.then(work, work);
    queues.set(
      paymentId,
      next.catch(() => {}),
    );
    return next;
  };

  /** Works a payment's pending refunds against the provider; answers the payment after it. */
  async function processPending(paymentId: number): Promise<PaymentRow | null> {
    return serial(paymentId, async () => {
      const provider = await deps.inForce();
      const row = await deps.payments.byId(paymentId);
      if (!provider || !row?.providerId) return row;
      for (const refund of (await deps.payments.refundsOf(paymentId)).filter((r) => r.status === "pending")) {
        const current = (await deps.payments.byId(paymentId))!;
        try {
          const remote = await provider.api.fetchPayment(row.providerId);
          const confirmed = (await deps.payments.refundsOf(paymentId)).filter((r) => r.status === "refunded").reduce((s, r) => s + r.amountHalalas, 0);
          // Already counted by the provider (our earlier call went through): confirm, do not repeat.
          if (remote.refunded >= confirmed + refund.amountHalalas) {
            await deps.flow.apply(current, remote);
            continue;
          }
          const after = await provider.api.refundPayment(row.providerId, refund.amountHalalas);
          await deps.flow.apply((await deps.payments.byId(paymentId))!, after);
        } catch (error) {
          if (error instanceof MoyasarError && error.reason === "status" && error.status !== null && error.status < 500) {
            await deps.payments.markRefund(refund.id, "failed", (error.providerMessage ?? `HTTP ${error.status}`).slice(0, 200));
            deps.logger.warn({ paymentId, refundId: refund.id, status: error.status }, "payments: the provider refused a refund");
          } else deps.logger.warn({ paymentId, refundId: refund.id, err: String(error) }, "payments: refund not confirmed yet; reconciliation asks again");
        }
      }
      return deps.payments.byId(paymentId);
    });
  }

  async function request(input: {
    paymentId: number;
    amountHalalas: number;
    reason: string | null;
    origin: RefundOrigin;
    idempotencyKey: string;
    actorUserId: string | null;
    afterWrite?: (tx: Transaction, refund: RefundRow) => Promise<void>;
  }): Promise<RefundOutcome> {
    const requestHash = createHash("sha256")
      .update(JSON.stringify([input.paymentId, input.amountHalalas, input.reason ?? ""]))
      .digest("hex");
    const created = await deps.payments.createRefund(
      {
        paymentId: input.paymentId,
        amountHalalas: input.amountHalalas,
        reason: input.reason,
        origin: input.origin,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        actorUserId: input.actorUserId,
      },
      input.afterWrite,
    );
    if (!created.ok) {
      const codes = {
        tooMuch: ["refund.tooMuch", 409],
        notRefundable: ["refund.notRefundable", 409],
        keyConflict: ["payment.idempotencyConflict", 422],
        missing: ["payment.notFound", 404],
      } as const;
      const [code, status] = codes[created.reason];
      return { ok: false, code, status };
    }
    const payment = (await processPending(input.paymentId)) ?? (await deps.payments.byId(input.paymentId))!;
    const refund = (await deps.payments.refundByKey(input.idempotencyKey)) ?? created.refund;
    return { ok: true, refund, payment, created: created.created };
  }

  async function preview(booking: PayableBooking): Promise<RefundPreview> {
    const policy = await deps.policy();
    const until = new Date(booking.firstPickupAt.getTime() - policy.cutoffHours * HOUR_MS);
    const beforeCutoff = now().getTime() < until.getTime();
    const money = moneyOf(await deps.payments.forBooking(booking.id));
    return {
      beforeCutoff,
      paidHalalas: money.net,
      refundableHalalas: refundableByPolicy({ netPaidHalalas: money.net, beforeCutoff, percentBeforeCutoff: policy.refundPercentBeforeCutoff }),
      refundPercentBeforeCutoff: policy.refundPercentBeforeCutoff,
      cutoffHours: policy.cutoffHours,
      freeCancellationUntil: beforeCutoff ? until.toISOString() : null,
    };
  }

  /**
   * The customer cancelled from their link (only possible before the cut-off): the policy's share
   * of what they paid online goes back, newest payment first, each with a key derived from the
   * booking and payment, so the cancel's own trigger and the sweep never refund twice.
   */
  async function refundOnCancel(bookingId: number): Promise<number> {
    const policy = await deps.policy();
    const rows = await deps.payments.forBooking(bookingId);
    if (rows.some((r) => r.refunds.some((f) => f.origin === "customer_cancel"))) return 0;
    let left = refundableByPolicy({ netPaidHalalas: moneyOf(rows).net, beforeCutoff: true, percentBeforeCutoff: policy.refundPercentBeforeCutoff });
    let asked = 0;
    for (const { payment } of [...rows].reverse()) {
      if (left <= 0) break;
      if (payment.status !== "paid" && payment.status !== "partially_refunded") continue;
      const amount = Math.min(left, payment.amountHalalas - payment.refundedHalalas);
      if (amount <= 0) continue;
      const result = await request({
        paymentId: payment.id,
        amountHalalas: amount,
        reason: "Cancelled by the customer within the free-cancellation period",
        origin: "customer_cancel",
        idempotencyKey: `cancel:${bookingId}:${payment.id}`,
        actorUserId: null,
      });
      if (result.ok) {
        left -= amount;
        asked += amount;
      }
    }
    return asked;
  }

  /**
   * Money taken after the booking was cancelled (its payment page was still open: the provider has
   * no call to close it) goes back in full, whatever the policy: nothing was bought with it.
   */
  async function refundPaidAfterCancel(paymentId: number): Promise<number> {
    const payment = await deps.payments.byId(paymentId);
    const amount = payment ? payment.amountHalalas - payment.refundedHalalas : 0;
    if (!payment || amount <= 0) return 0;
    const result = await request({
      paymentId,
      amountHalalas: amount,
      reason: "Paid after the booking was cancelled",
      origin: "paid_after_cancel",
      idempotencyKey: `paid-after-cancel:${paymentId}`,
      actorUserId: null,
    });
    if (result.ok) deps.logger.info({ paymentId, amountHalalas: amount }, "payments: money taken after the booking was cancelled is refunded");
    return result.ok ? amount : 0;
  }

  /** Sweeps every payment that took money after its booking was cancelled; answers the halalas asked back. */
  async function refundWhatCameAfterCancel(): Promise<number> {
    let refunded = 0;
    for (const paymentId of await deps.payments.paidAfterCancelAwaitingRefund()) refunded += await refundPaidAfterCancel(paymentId);
    return refunded;
  }

  return {
    request,
    refundWhatCameAfterCancel,
    processPending,
    preview,
    refundOnCancel,
    refundPaidAfterCancel,
    newKey: () => randomUUID(),
  };
}
export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
