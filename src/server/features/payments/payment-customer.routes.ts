import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { idempotencyKeySchema } from "#shared/bookings/booking.schema";
import { localizePath } from "#shared/i18n/localized-path";
import { isLanguage } from "#shared/i18n/languages";
import { paymentIdParamSchema, paymentReturnQuerySchema, startPaymentSchema } from "#shared/payments/payment.schema";
import { paymentMessage } from "#shared/payments/payment-messages";
import type { DepositRule } from "#shared/payments/payment-plan";
import { isSlug } from "#shared/validation/ids";
import type { PaymentFlow } from "./payment-flow.service";
import type { PaymentRefunds } from "./payment-refunds.service";
import { parseBody, privateAnswer, refusal, visitorLanguage } from "./payment-http";

/** Starting payments per address: a family retrying a declined card is well inside; a script is not. */
export const PAYMENT_START_LIMITS = {
  perAddress: { limit: 20, windowMs: 10 * 60_000 },
  global: { limit: 3_000, windowMs: 10 * 60_000 },
};

/** The invoice callback (a hint): the provider calls it once per paid invoice; far more is not the provider. */
export const INVOICE_HINT_LIMITS = {
  perAddress: { limit: 60, windowMs: 10 * 60_000 },
  global: { limit: 3_000, windowMs: 10 * 60_000 },
};

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * The customer's payment routes on the booking link (token pages: no-store, noindex). Writes are
 * limited per address and overall; a retry of a start already acknowledged (the same
 * Idempotency-Key and body) is answered before the limit.
 */
export function paymentCustomerRoutes(deps: {
  flow: PaymentFlow;
  refunds: PaymentRefunds;
  admit: AnonymousWriteGate | null;
  /** /book's review: a product's deposit rule (null: no such product) and the policy's refund share. */
  reviewTerms?: (productSlug: string) => Promise<{ deposit: DepositRule | null; refundPercentBeforeCutoff: number }>;
}): Hono {
  const limited = async (c: Context) => {
    if (!deps.admit) return null;
    const admission = await deps.admit(c, "payment-link-action", PAYMENT_START_LIMITS);
    return admission.admitted ? null : tooMany(c, admission, paymentMessage("payment.busy", visitorLanguage(c)));
  };
  const invalidLink = (c: Context) => refusal(c, 404, "booking.link.invalid");

  return new Hono()
    .get("/api/payments/availability", async (c) => {
      c.header("Cache-Control", "no-store");
      const available = await deps.flow.availability();
      // The product is checked by shape before any query; a wrong one reads as no deposit.
      const product = c.req.query("product");
      if (!available.enabled || product === undefined || !deps.reviewTerms) return c.json(available);
      return c.json({ ...available, ...(isSlug(product) ? await deps.reviewTerms(product) : { deposit: null, refundPercentBeforeCutoff: 0 }) });
    })
    .get("/api/booking-info/:token/payments", async (c) => {
      privateAnswer(c);
      const summary = await deps.flow.summary(c.req.param("token"));
      return summary ? c.json(summary) : invalidLink(c);
    })
    .get("/api/booking-info/:token/refund-preview", async (c) => {
      privateAnswer(c);
      const booking = await deps.flow.bookingOf(c.req.param("token"));
      return booking ? c.json(await deps.refunds.preview(booking)) : invalidLink(c);
    })
    .post("/api/booking-info/:token/payments", async (c) => {
      privateAnswer(c);
      const token = c.req.param("token");
      const header = c.req.header("idempotency-key");
      const key = header === undefined ? null : idempotencyKeySchema.safeParse(header);
      if (key && !key.success) return refusal(c, 400, "payment.invalid");
      const parsed = await parseBody(c, startPaymentSchema);
      if (!parsed.ok) return parsed.response;
      const requestHash = hashOf(parsed.data);
      if (key?.success) {
        const stored = await deps.flow.stored(token, key.data, requestHash, visitorLanguage(c));
        if (stored?.ok) return c.json(stored.checkout, 200);
        if (stored) return refusal(c, stored.status, stored.code);
      }
      const blocked = await limited(c);
      if (blocked) return blocked;
      const started = await deps.flow.start(token, parsed.data.kind, key?.success ? key.data : null, requestHash, visitorLanguage(c));
      if (!started.ok) return refusal(c, started.status, started.code);
      return c.json(started.checkout, started.created ? 201 : 200);
    })
    .get("/api/booking-info/:token/payments/:paymentId/return", async (c) => {
      // The invoice's success_url: back from the provider's page. Only our payment id is read (and
      // `lang`, the language the customer pressed pay in, to show the booking page in it).
      privateAnswer(c);
      const token = c.req.param("token");
      const id = paymentIdParamSchema.safeParse(c.req.param("paymentId"));
      const result = id.success ? await deps.flow.returnedFromInvoice(token, id.data) : null;
      const booking = result?.booking ?? (id.success ? null : await deps.flow.bookingOf(token));
      if (!booking) return invalidLink(c);
      // Paid on a page left open after the booking was cancelled: it goes back before the page shows.
      if (result?.outcome === "paid" && booking.status === "cancelled") await deps.refunds.refundWhatCameAfterCancel();
      const asked = c.req.query("lang");
      const language = isLanguage(asked) ? asked : isLanguage(booking.language) ? booking.language : "en";
      return c.redirect(`${localizePath(`/booking-info/${token}`, language)}?payment=${result?.outcome ?? "failed"}`, 303);
    })
    .get("/api/booking-info/:token/payments/return", async (c) => {
      privateAnswer(c);
      const token = c.req.param("token");
      const query = paymentReturnQuerySchema.safeParse({ id: c.req.query("id") });
      const booking = query.success ? null : await deps.flow.bookingOf(token);
      if (!query.success) {
        if (!booking) return invalidLink(c);
        return c.redirect(`${localizePath(`/booking-info/${token}`, isLanguage(booking.language) ? booking.language : "en")}?payment=failed`, 303);
      }
      const result = await deps.flow.returned(token, query.data.id);
      if (!result) return invalidLink(c);
      if (result.outcome === "paid" && result.booking.status === "cancelled") await deps.refunds.refundWhatCameAfterCancel();
      const language = isLanguage(result.booking.language) ? result.booking.language : "en";
      return c.redirect(`${localizePath(`/booking-info/${token}`, language)}?payment=${result.outcome}`, 303);
    });
}

/**
 * POST /api/webhooks/moyasar: the body's secret_token (constant time), else 401; never a 5xx for junk.
 * POST /api/webhooks/moyasar/invoices: an invoice's callback_url (the provider sends no secret
 * there), so the body only names an invoice; one of ours still open is then fetched from the provider.
 */
export function paymentWebhookRoutes(deps: {
  webhook: (body: unknown) => Promise<{ status: 200 | 400 | 401; body: unknown }>;
  invoiceHint: (body: unknown) => Promise<void>;
  admit?: AnonymousWriteGate | null;
}): Hono {
  return new Hono()
    .post("/api/webhooks/moyasar/invoices", async (c) => {
      c.header("Cache-Control", "no-store");
      // Anyone can post here: limited per address and overall before any lookup.
      const admission = deps.admit ? await deps.admit(c, "payment-invoice-hint", INVOICE_HINT_LIMITS) : { admitted: true as const };
      if (!admission.admitted) return tooMany(c, admission, "Too many requests");
      const body: unknown = await c.req.json().catch(() => null);
      await deps.invoiceHint(body);
      return c.json({ ok: true }, 200);
    })
    .post("/api/webhooks/moyasar", async (c) => {
      c.header("Cache-Control", "no-store");
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ ok: false, error: "Unauthorized" }, 401);
      }
      const answer = await deps.webhook(body);
      return c.json(answer.body, answer.status);
    });
}
