import { z } from "zod";
import type { Logger } from "#server/platform/logger/logger";
import { webhookSecretMatches, type ResolvePayments } from "#server/platform/payments/payments-in-force";
import type { PaymentFlow } from "./payment-flow.service";
import type { PaymentRefunds } from "./payment-refunds.service";
import type { PaymentsRepository } from "./payments.repository";

/** The webhook's envelope; `data` is only a hint of which payment to ask about, never trusted. */
const webhookSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  secret_token: z.string().max(1000).optional(),
  data: z.object({ id: z.string().min(1).max(100), invoice_id: z.string().max(100).nullish() }).passthrough(),
});

/** An invoice's callback body, as a hint: only its id is read. */
const invoiceHintSchema = z.object({ id: z.uuid() }).passthrough();

export type WebhookAnswer = { status: 200 | 400 | 401; body: { ok: boolean; duplicate?: boolean; error?: string } };

/**
 * The provider's word reaching us without the customer: webhooks (authenticated by the shared
 * secret_token in constant time, de-duplicated by event id, always followed by our own fetch) and
 * the scheduled reconciliation, which asks about every payment still initiated or with a refund
 * pending (the provider does not redeliver a webhook we missed).
 */
export function createPaymentSync(deps: {
  payments: PaymentsRepository;
  flow: PaymentFlow;
  refunds: PaymentRefunds;
  inForce: ResolvePayments;
  logger: Logger;
}) {
  return {
    async webhook(body: unknown): Promise<WebhookAnswer> {
      const provider = await deps.inForce();
      const secret = body && typeof body === "object" ? (body as { secret_token?: unknown }).secret_token : undefined;
      if (!provider || !webhookSecretMatches(provider.webhookSecret, secret)) return { status: 401, body: { ok: false, error: "Unauthorized" } };
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { ok: false, error: "Not a payment event" } };
      const event = parsed.data;
      // A payment made on our invoice's page is known by the invoice until it took money.
      const row = (await deps.payments.byProviderId(event.data.id)) ?? (event.data.invoice_id ? await deps.payments.byInvoiceId(event.data.invoice_id) : null);
      // Recorded before acting: a redelivery (or a concurrent twin) is answered 200 and does nothing.
      if (!(await deps.payments.recordWebhookEvent(event.id, event.type, event.data.id))) return { status: 200, body: { ok: true, duplicate: true } };
      if (!row) {
        // Not one we know by id (its id never reached us): reconciliation finds it by our metadata.
        deps.logger.info({ type: event.type }, "payments: webhook for a payment we do not know by id");
        return { status: 200, body: { ok: true } };
      }
      const after = await deps.flow.refresh(row);
      if (after) await deps.refunds.processPending(row.id);
      if (after?.status === "paid") await deps.refunds.refundWhatCameAfterCancel();
      return { status: 200, body: { ok: true } };
    },

    /** An invoice's callback_url: one of our invoices still open is asked about; anything else does nothing. */
    async invoiceHint(body: unknown): Promise<void> {
      const parsed = invoiceHintSchema.safeParse(body);
      if (!parsed.success) return;
      const row = await deps.payments.byInvoiceId(parsed.data.id);
      if (row?.status === "initiated") await deps.flow.refresh(row);
    },

    /** One reconciliation pass; answers how many payments were asked about. */
    async reconcile(): Promise<{ asked: number; cancelRefunds: number; lateRefunds: number }> {
      if (!(await deps.inForce())) return { asked: 0, cancelRefunds: 0, lateRefunds: 0 };
      const { open, refunding } = await deps.payments.needingReconciliation(new Date());
      for (const row of open) await deps.flow.refresh(row);
      for (const row of refunding) {
        const fresh = await deps.payments.byId(row.id);
        if (fresh) await deps.flow.refresh(fresh);
        await deps.refunds.processPending(row.id);
      }
      let cancelRefunds = 0;
      for (const bookingId of await deps.payments.customerCancelsAwaitingRefund()) cancelRefunds += await deps.refunds.refundOnCancel(bookingId);
      const lateRefunds = await deps.refunds.refundWhatCameAfterCancel();
      return { asked: open.length + refunding.length, cancelRefunds, lateRefunds };
    },
  };
}
export type PaymentSync = ReturnType<typeof createPaymentSync>;
