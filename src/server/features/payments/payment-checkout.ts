import type { Logger } from "#server/platform/logger/logger";
import { MoyasarError } from "#server/platform/payments/moyasar-api";
import type { ResolvePayments } from "#server/platform/payments/payments-in-force";
import { localizePath } from "#shared/i18n/localized-path";
import type { Language } from "#shared/i18n/languages";
import type { PaymentKind } from "#shared/payments/payment-kinds";
import type { CheckoutStart } from "#shared/payments/payments-api";
import type { PayableBooking } from "./payment-bookings.repository";
import { invoiceExpiry, invoiceMismatch } from "./payment-invoice";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

export type Refusal = { ok: false; status: 400 | 404 | 409 | 422 | 502 | 503; code: string };
export const refuse = (status: Refusal["status"], code: string): Refusal => ({ ok: false, status, code });

/**
 * Where the customer goes to pay: the provider's invoice (its hosted page) for one payment of
 * ours, made once and stored on our row before the browser hears of it.
 */
export function createInvoiceCheckout(deps: { payments: PaymentsRepository; inForce: ResolvePayments; siteUrl: string; logger: Logger; now: () => Date }) {
  const now = deps.now;
  const site = deps.siteUrl.replace(/\/$/, "");
  const bookingPage = (token: string, language: Language) => `${site}${localizePath(`/booking-info/${token}`, language)}`;

  const checkout = (row: PaymentRow): CheckoutStart => ({
    paymentId: row.id,
    kind: row.kind as PaymentKind,
    amountHalalas: row.amountHalalas,
    currency: "SAR",
    checkoutUrl: row.invoiceUrl!,
    expiresAt: row.invoiceExpiresAt!.toISOString(),
  });

  /**
   * The provider's invoice for our payment, stored on it before the customer is sent there. The
   * amount is our row's (the server's price); the metadata names the booking and our payment; the
   * success_url is our return route for this payment (whatever the provider adds to it is never
   * read: the return asks the provider), the back_url the booking page.
   */
  async function openInvoice(row: PaymentRow, booking: PayableBooking, token: string, language: Language): Promise<{ ok: true; row: PaymentRow } | Refusal> {
    if (row.invoiceId && row.invoiceUrl && row.invoiceExpiresAt) return { ok: true, row };
    const provider = await deps.inForce();
    if (!provider) return refuse(409, "payment.disabled");
    const expiresAt = invoiceExpiry(now(), booking.firstPickupAt);
    if (!expiresAt) return refuse(409, "payment.notOffered");
    const ar = language === "ar";
    try {
      const invoice = await provider.api.createInvoice({
        amount: row.amountHalalas,
        currency: row.currency,
        description: ar ? `حجز ${booking.reference}` : `Booking ${booking.reference}`,
        callbackUrl: `${site}/api/webhooks/moyasar/invoices`,
        successUrl: `${site}/api/booking-info/${token}/payments/${row.id}/return?lang=${language}`,
        backUrl: bookingPage(token, language),
        expiredAt: expiresAt.toISOString(),
        metadata: { booking_id: String(booking.id), booking_reference: booking.reference, payment_id: String(row.id) },
      });
      if (invoiceMismatch({ ...row, invoiceId: invoice.id }, invoice)) return refuse(502, "payment.providerUnavailable");
      await deps.payments.attachInvoice(row.id, { invoiceId: invoice.id, invoiceUrl: invoice.url, invoiceExpiresAt: expiresAt });
      const fresh = await deps.payments.byId(row.id);
      return fresh?.invoiceUrl ? { ok: true, row: fresh } : refuse(502, "payment.providerUnavailable");
    } catch (error) {
      deps.logger.warn({ paymentId: row.id, err: error instanceof MoyasarError ? error.message : String(error) }, "payments: could not create the invoice");
      return refuse(502, "payment.providerUnavailable");
    }
  }

  return { checkout, openInvoice };
}
