import type { Logger } from "#server/platform/logger/logger";
import { MoyasarError, type MoyasarInvoice, type MoyasarPayment } from "#server/platform/payments/moyasar-api";
import type { ResolvePayments } from "#server/platform/payments/payments-in-force";
import type { Language } from "#shared/i18n/languages";
import { isBookingTerminal, type BookingStatus } from "#shared/bookings/booking-lifecycle";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import { ABANDONED_PAYMENT_MINUTES, PAYMENT_SOURCES, type PaymentKind } from "#shared/payments/payment-kinds";
import { amountFor, paymentOptions } from "#shared/payments/payment-plan";
import type { BookingPaymentSummary, CheckoutStart, PaymentReturnOutcome, PaymentsAvailability } from "#shared/payments/payments-api";
import type { PaymentBookingsRepository, PayableBooking } from "./payment-bookings.repository";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import { createInvoiceCheckout, refuse, type Refusal } from "./payment-checkout";
import { invoiceClosed, invoiceMismatch, settledAttempt, throughInvoice } from "./payment-invoice";
import { decideFromProvider } from "./provider-decision";
import { moneyOf, paymentView } from "./payment-views";

const HOUR_MS = 3_600_000;
export type { Refusal } from "./payment-checkout";

/**
 * The customer's side of online payment: what is due, starting a payment (our record first, the
 * amount from the server's price and the product's rule, then the provider's invoice, whose
 * hosted page takes the card or wallet: card data never reaches us), and the return, where only
 * the provider's own answers to our fetches (the invoice, then its payment: status, amount,
 * currency, booking) can record money.
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
    return provider ? { enabled: true, sources: [...PAYMENT_SOURCES] } : { enabled: false, sources: [] };
  }

  async function bookingOf(token: string): Promise<PayableBooking | null> {
    const id = await deps.bookings.bookingIdOfToken(token, now());
    return id === null ? null : deps.bookings.booking(id);
  }

  /** Applies the provider's answer to our payment (lifecycle table, booking in step); answers the payment after it. */
  async function apply(row: PaymentRow, answered: MoyasarPayment, actor = "system", invoice?: MoyasarInvoice): Promise<PaymentRow> {
    let provider = invoice ? throughInvoice(answered, invoice) : answered;
    // A payment made on our invoice may carry only the invoice's id: its metadata is the invoice's, asked for.
    if (!invoice && row.invoiceId && provider.invoice_id === row.invoiceId && provider.metadata?.booking_id === undefined) {
      const source = await deps.inForce();
      const fetched = source ? await source.api.fetchInvoice(row.invoiceId).catch(() => null) : null;
      if (fetched && !invoiceMismatch(row, fetched)) provider = throughInvoice(provider, fetched);
    }
    const changed = await deps.payments.change(row.id, (locked) => decideFromProvider(locked, provider, now()), { actor, source: "provider" });
    const after = changed?.after ?? row;
    if (after.status !== row.status)
      deps.logger.info({ paymentId: row.id, from: row.status, to: after.status }, "payments: status moved after asking the provider");
    if (after.metadata && typeof after.metadata === "object" && "mismatch" in after.metadata && !(row.metadata && "mismatch" in row.metadata))
      deps.logger.warn({ paymentId: row.id, mismatch: after.metadata.mismatch }, "payments: the provider's payment does not match ours");
    return after;
  }

  /** Marks an initiated payment failed (nothing was taken), with why. */
  async function fail(row: PaymentRow, message: string, note: Record<string, unknown> = {}): Promise<PaymentRow> {
    const changed = await deps.payments.change(
      row.id,
      (locked) =>
        locked.status === "initiated" && !locked.providerId
          ? { status: "failed", failureMessage: message.slice(0, 200), metadata: { ...locked.metadata, ...note }, checkedAt: now() }
          : null,
      { actor: "system", source: "provider" },
    );
    return changed?.after ?? row;
  }

  /**
   * A payment of ours on an invoice: the invoice is fetched (it must be ours: amount, currency,
   * booking, payment), then the attempt on it that took money is fetched by its own id and
   * decided like any provider payment. Failed tries on a page still open change nothing (the
   * customer may try another card); a page that closed unpaid fails ours.
   */
  async function refreshThroughInvoice(row: PaymentRow, api: NonNullable<Awaited<ReturnType<ResolvePayments>>>["api"], actor: string): Promise<PaymentRow> {
    const invoice = await api.fetchInvoice(row.invoiceId!);
    const wrong = invoiceMismatch(row, invoice);
    if (wrong) {
      deps.logger.warn({ paymentId: row.id, mismatch: wrong }, "payments: the provider's invoice does not match ours");
      return row.status === "initiated" ? fail(row, `The provider's invoice did not match ours (${wrong}); not recorded as paid.`, { mismatch: wrong }) : row;
    }
    const settled = row.providerId ? { id: row.providerId } : settledAttempt(invoice);
    if (settled) {
      const payment = await api.fetchPayment(settled.id);
      if (!row.providerId) {
        const attached = await deps.payments.attachProvider(row.id, payment.id);
        if (attached !== "attached" && attached !== "already") return row;
      }
      return apply((await deps.payments.byId(row.id)) ?? row, payment, actor, invoice);
    }
    const expiredByUs = row.invoiceExpiresAt !== null && row.invoiceExpiresAt.getTime() + 10 * 60_000 < now().getTime();
    const lastFailure = [...(invoice.payments ?? [])].reverse().find((p) => p.status === "failed")?.source?.message ?? null;
    if (row.status === "initiated" && (invoiceClosed(invoice) || expiredByUs))
      return fail(row, lastFailure ? `The payment page closed unpaid (${lastFailure}).` : "The payment page closed unpaid.", { invoiceStatus: invoice.status });
    // Still open after a refused card: ours stays initiated (another try may pay), with the provider's reason.
    if (row.status === "initiated" && lastFailure && row.failureMessage !== lastFailure.slice(0, 200)) {
      const noted = await deps.payments.change(
        row.id,
        (locked) => (locked.status === "initiated" ? { failureMessage: lastFailure.slice(0, 200), checkedAt: now() } : null),
        { actor, source: "provider" },
      );
      return noted?.after ?? row;
    }
    return row;
  }

  /** Asks the provider about one payment of ours; null when it could not be asked (kept as it is). */
  async function refresh(row: PaymentRow, actor = "system"): Promise<PaymentRow | null> {
    const provider = await deps.inForce();
    if (!provider) return null;
    try {
      if (row.invoiceId) return await refreshThroughInvoice(row, provider.api, actor);
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
      if (now().getTime() - row.createdAt.getTime() > ABANDONED_PAYMENT_MINUTES * 60_000) return fail(row, "Abandoned before the provider saw it.");
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
      // Under way at the provider: its payment is known but not settled, or the customer came back
      // from its page while it could not be asked. An invoice merely opened is not (the button stays).
      pending: rows.some(
        (r) =>
          r.payment.status === "initiated" &&
          r.payment.createdAt.getTime() > hourAgo &&
          (r.payment.providerId !== null || r.payment.metadata.customerReturnedAt !== undefined),
      ),
      payments: rows.map((r) => paymentView(r.payment, r.refunds)),
      closed,
    };
  }

  const { checkout, openInvoice } = createInvoiceCheckout({ ...deps, now });

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
    async stored(token: string, key: string, requestHash: string, language: Language): Promise<{ ok: true; checkout: CheckoutStart } | Refusal | null> {
      const row = await deps.payments.byIdempotencyKey(key);
      if (!row) return null;
      const booking = await bookingOf(token);
      const provider = await deps.inForce();
      if (!booking || row.bookingId !== booking.id || row.requestHash !== requestHash) return refuse(422, "payment.idempotencyConflict");
      if (!provider) return refuse(409, "payment.disabled");
      if (row.status !== "initiated" && !row.invoiceUrl) return refuse(409, "payment.notOffered");
      const opened = await openInvoice(row, booking, token, language);
      return opened.ok ? { ok: true, checkout: checkout(opened.row) } : opened;
    },

    async start(
      token: string,
      kind: PaymentKind,
      key: string | null,
      requestHash: string,
      language: Language,
    ): Promise<{ ok: true; checkout: CheckoutStart; created: boolean } | Refusal> {
      const provider = await deps.inForce();
      if (!provider) return refuse(409, "payment.disabled");
      const booking = await bookingOf(token);
      if (!booking) return refuse(404, "booking.link.invalid");
      if (isBookingTerminal(booking.status as BookingStatus)) return refuse(409, "payment.closed");
      const money = moneyOf(await deps.payments.forBooking(booking.id));
      const amount = amountFor(kind, booking.totalHalalas, money.net, booking.rule);
      if (amount === null || amount < 100) return refuse(409, "payment.notOffered");
      // Pressed again after coming back from the page unpaid: the same page, while it stays open a while.
      const open = (await deps.payments.forBooking(booking.id))
        .map((r) => r.payment)
        .find(
          (p) =>
            p.status === "initiated" &&
            p.kind === kind &&
            p.amountHalalas === amount &&
            !p.providerId &&
            p.invoiceUrl &&
            p.invoiceExpiresAt &&
            p.invoiceExpiresAt.getTime() - now().getTime() > 10 * 60_000,
        );
      if (open) return { ok: true, checkout: checkout(open), created: false };
      const created = await deps.payments.createInitiated({ bookingId: booking.id, kind, amountHalalas: amount, idempotencyKey: key, requestHash });
      if (!created.created && (created.payment.bookingId !== booking.id || created.payment.requestHash !== requestHash))
        return refuse(422, "payment.idempotencyConflict");
      const opened = await openInvoice(created.payment, booking, token, language);
      return opened.ok ? { ok: true, checkout: checkout(opened.row), created: created.created } : opened;
    },

    /**
     * The invoice's success_url: the customer is back from the provider's page. Nothing in the
     * address is read but our payment id; the provider is asked (invoice, then its payment).
     */
    async returnedFromInvoice(token: string, paymentId: number): Promise<{ booking: PayableBooking; outcome: PaymentReturnOutcome } | null> {
      const booking = await bookingOf(token);
      if (!booking) return null;
      const row = await deps.payments.byId(paymentId);
      if (!row || row.bookingId !== booking.id || !row.invoiceId) return { booking, outcome: "failed" };
      let after = await refresh(row, "customer");
      const asked = after !== null;
      if (!after) {
        // The provider could not be asked: the page says "checking", the webhook or reconciliation settles it.
        const marked = await deps.payments.change(
          row.id,
          (locked) => (locked.status === "initiated" ? { metadata: { ...locked.metadata, customerReturnedAt: now().toISOString() } } : null),
          { actor: "customer", source: "provider" },
        );
        after = marked?.after ?? row;
      }
      // Asked, and nothing on the page took money: a lying or early return, or a refused card.
      const outcome: PaymentReturnOutcome = after.status === "initiated" ? (asked ? "failed" : "pending") : after.status === "failed" ? "failed" : "paid";
      return { booking, outcome };
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
