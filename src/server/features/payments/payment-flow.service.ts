import type { Logger } from "#server/platform/logger/logger";
import { MoyasarError, type MoyasarPayment } from "#server/platform/payments/moyasar-api";
import type { ResolvePayments } from "#server/platform/payments/payments-in-force";
import { isBookingTerminal, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import { ABANDONED_PAYMENT_MINUTES, PAYMENT_SOURCES, type PaymentKind } from "#shared/payments/payment-kinds";
import { amountFor, paymentOptions } from "#shared/payments/payment-plan";
import type { BookingPaymentSummary, CheckoutStart, PaymentReturnOutcome, PaymentsAvailability } from "#shared/payments/payments-api";
import type { PaymentBookingsRepository, PayableBooking } from "./payment-bookings.repository";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import { decideFromProvider } from "./provider-decision";
import { moneyOf, paymentView } from "./payment-views";

const HOUR_MS = 3_600_000;
export type Refusal = { ok: false; status: 400 | 404 | 409 | 422 | 502 | 503; code: string };
const refuse = (status: Refusal["status"], code: string): Refusal => ({ ok: false, status, code });

/**
 * The customer's side of online payment: what is due, starting a payment (our record first, the
 * amount from the server's price and the product's rule), taking the provider's id before the
 * 3-D Secure redirect, and the return, where only the provider's own answer to our fetch
 * (status, amount, currency, booking) can record money.
 */
export function createPaymentFlow(deps: {
  payments: PaymentsRepository;
  bookings: PaymentBookingsRepository;
  inForce: ResolvePayments;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function availability(): Promise<PaymentsAvailability> {
    const provider = await deps.inForce();
    return provider
      ? { enabled: true, publishableKey: provider.publishableKey, apiUrl: provider.apiUrl, sources: [...PAYMENT_SOURCES] }
      : { enabled: false, publishableKey: null, apiUrl: null, sources: [] };
  }

  async function bookingOf(token: string): Promise<PayableBooking | null> {
    const id = await deps.bookings.bookingIdOfToken(token, now());
    return id === null ? null : deps.bookings.booking(id);
  }

  /** Applies the provider's answer to our payment (lifecycle table, booking in step); answers the payment after it. */
  async function apply(row: PaymentRow, provider: MoyasarPayment, actor = "system"): Promise<PaymentRow> {
    const changed = await deps.payments.change(row.id, (locked) => decideFromProvider(locked, provider, now()), { actor, source: "provider" });
    const after = changed?.after ?? row;
    if (after.status !== row.status)
      deps.logger.info({ paymentId: row.id, from: row.status, to: after.status }, "payments: status moved after asking the provider");
    if (after.metadata && typeof after.metadata === "object" && "mismatch" in after.metadata && !(row.metadata && "mismatch" in row.metadata))
      deps.logger.warn({ paymentId: row.id, mismatch: after.metadata.mismatch }, "payments: the provider's payment does not match ours");
    return after;
  }

  /** Asks the provider about one payment of ours; null when it could not be asked (kept as it is). */
  async function refresh(row: PaymentRow, actor = "system"): Promise<PaymentRow | null> {
    const provider = await deps.inForce();
    if (!provider) return null;
    try {
      if (row.providerId) return await apply(row, await provider.api.fetchPayment(row.providerId), actor);
      // Our write of the provider's id was lost (the browser or our server stopped in between):
      // the provider still knows our payment id from the metadata we gave it.
      const found = (await provider.api.listByMetadata("payment_id", String(row.id))).filter((p) => p.metadata?.booking_id === String(row.bookingId));
      const best = found.find((p) => p.status !== "initiated" && p.status !== "failed") ?? found.find((p) => p.status !== "failed") ?? found[0];
      if (best) {
        const attached = await deps.payments.attachProvider(row.id, best.id);
        if (attached === "attached" || attached === "already") return await apply((await deps.payments.byId(row.id)) ?? row, best, actor);
        return row;
      }
      if (now().getTime() - row.createdAt.getTime() > ABANDONED_PAYMENT_MINUTES * 60_000) {
        const changed = await deps.payments.change(
          row.id,
          (locked) =>
            locked.status === "initiated" && !locked.providerId
              ? { status: "failed", failureMessage: "Abandoned before the provider saw it.", checkedAt: now() }
              : null,
          { actor: "system", source: "provider" },
        );
        return changed?.after ?? row;
      }
      return row;
    } catch (error) {
      deps.logger.warn({ paymentId: row.id, err: error instanceof MoyasarError ? error.message : String(error) }, "payments: could not ask the provider");
      return null;
    }
  }

  async function summary(booking: PayableBooking): Promise<BookingPaymentSummary> {
    const [available, rows] = await Promise.all([availability(), deps.payments.forBooking(booking.id)]);
    const money = moneyOf(rows);
    const closed = isBookingTerminal(booking.status as BookingStatus);
    const remaining = Math.max(0, booking.totalHalalas - money.net);
    const options = available.enabled && !closed ? paymentOptions(booking.totalHalalas, money.net, booking.rule) : [];
    const balanceDueAt = booking.rule.mode === "none" ? null : new Date(booking.firstPickupAt.getTime() - booking.rule.balanceDueHours * HOUR_MS);
    const dueNow = options[0]?.amountHalalas ?? 0;
    const hourAgo = now().getTime() - ABANDONED_PAYMENT_MINUTES * 60_000;
    return {
      enabled: available.enabled,
      availability: available,
      totalHalalas: booking.totalHalalas,
      paidHalalas: money.net,
      refundedHalalas: money.refunded,
      remainingHalalas: remaining,
      options,
      dueNowHalalas: dueNow,
      dueLaterHalalas: Math.max(0, remaining - dueNow),
      balanceDueAt: balanceDueAt?.toISOString() ?? null,
      balanceOverdue: !closed && remaining > 0 && money.net > 0 && balanceDueAt !== null && balanceDueAt.getTime() < now().getTime(),
      bookingPaymentStatus: booking.paymentStatus as PaymentStatus,
      pending: rows.some((r) => r.payment.status === "initiated" && r.payment.createdAt.getTime() > hourAgo),
      payments: rows.map((r) => paymentView(r.payment, r.refunds)),
      closed,
    };
  }

  function checkout(row: PaymentRow, booking: PayableBooking, token: string, provider: { publishableKey: string; apiUrl: string }): CheckoutStart {
    const ar = booking.language === "ar";
    return {
      paymentId: row.id,
      kind: row.kind as PaymentKind,
      amountHalalas: row.amountHalalas,
      currency: "SAR",
      description: ar ? `حجز ${booking.reference}` : `Booking ${booking.reference}`,
      callbackUrl: `${deps.siteUrl.replace(/\/$/, "")}/api/booking-info/${token}/payments/return`,
      metadata: { booking_id: String(booking.id), booking_reference: booking.reference, payment_id: String(row.id) },
      publishableKey: provider.publishableKey,
      apiUrl: provider.apiUrl,
      sources: [...PAYMENT_SOURCES],
    };
  }

  return {
    availability,
    refresh,
    apply,
    bookingOf,

    async summary(token: string): Promise<BookingPaymentSummary | null> {
      const booking = await bookingOf(token);
      return booking ? summary(booking) : null;
    },

    /** The stored Idempotency-Key's payment, answered before any limit (same body) or refused (422). */
    async stored(token: string, key: string, requestHash: string): Promise<{ ok: true; checkout: CheckoutStart } | Refusal | null> {
      const row = await deps.payments.byIdempotencyKey(key);
      if (!row) return null;
      const booking = await bookingOf(token);
      const provider = await deps.inForce();
      if (!booking || row.bookingId !== booking.id || row.requestHash !== requestHash) return refuse(422, "payment.idempotencyConflict");
      if (!provider) return refuse(409, "payment.disabled");
      return { ok: true, checkout: checkout(row, booking, token, provider) };
    },

    async start(
      token: string,
      kind: PaymentKind,
      key: string | null,
      requestHash: string,
    ): Promise<{ ok: true; checkout: CheckoutStart; created: boolean } | Refusal> {
      const provider = await deps.inForce();
      if (!provider) return refuse(409, "payment.disabled");
      const booking = await bookingOf(token);
      if (!booking) return refuse(404, "booking.link.invalid");
      if (isBookingTerminal(booking.status as BookingStatus)) return refuse(409, "payment.closed");
      const money = moneyOf(await deps.payments.forBooking(booking.id));
      const amount = amountFor(kind, booking.totalHalalas, money.net, booking.rule);
      if (amount === null || amount < 100) return refuse(409, "payment.notOffered");
      const created = await deps.payments.createInitiated({ bookingId: booking.id, kind, amountHalalas: amount, idempotencyKey: key, requestHash });
      if (!created.created && (created.payment.bookingId !== booking.id || created.payment.requestHash !== requestHash))
        return refuse(422, "payment.idempotencyConflict");
      return { ok: true, checkout: checkout(created.payment, booking, token, provider), created: created.created };
    },

    /** The provider's id from the form, before the 3-D Secure redirect; then asked about at once. */
    async attach(token: string, paymentId: number, providerId: string): Promise<{ ok: true; payment: PaymentRow } | Refusal> {
      const booking = await bookingOf(token);
      if (!booking) return refuse(404, "booking.link.invalid");
      const row = await deps.payments.byId(paymentId);
      if (!row || row.bookingId !== booking.id) return refuse(404, "payment.notFound");
      const attached = await deps.payments.attachProvider(row.id, providerId);
      if (attached === "taken" || attached === "other") return refuse(409, "payment.providerMismatch");
      const fresh = (await deps.payments.byId(row.id)) ?? row;
      return { ok: true, payment: (await refresh(fresh, "customer")) ?? fresh };
    },

    /** The callback_url: never the query's word, only the provider's answer to our fetch. */
    async returned(token: string, providerId: string): Promise<{ booking: PayableBooking; outcome: PaymentReturnOutcome } | null> {
      const booking = await bookingOf(token);
      if (!booking) return null;
      let row = await deps.payments.byProviderId(providerId);
      if (!row) {
        // The id never reached us (the browser stopped after the form): the provider tells whose it is.
        const provider = await deps.inForce();
        const remote = provider ? await provider.api.fetchPayment(providerId).catch(() => null) : null;
        const ourId = String(remote?.metadata?.payment_id ?? "");
        const ours = /^\d{1,9}$/.test(ourId) ? await deps.payments.byId(Number(ourId)) : null;
        if (remote && ours && ours.bookingId === booking.id && !ours.providerId) {
          await deps.payments.attachProvider(ours.id, remote.id);
          row = await apply((await deps.payments.byId(ours.id)) ?? ours, remote, "customer");
        }
      } else if (row.bookingId === booking.id) {
        row = (await refresh(row, "customer")) ?? row;
      } else row = null;
      const status = row?.status;
      const outcome: PaymentReturnOutcome = status === "failed" ? "failed" : status && status !== "initiated" ? "paid" : "pending";
      return { booking, outcome: row ? outcome : "failed" };
    },
  };
}
export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
