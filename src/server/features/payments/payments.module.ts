import { Hono } from "hono";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createPaymentsInForce } from "#server/platform/payments/payments-in-force";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { environmentIntegrations } from "#server/platform/settings/integration-values";
import { integrationInForce } from "#server/platform/settings/integration-in-force";
import { createBalanceNoticesRepository } from "./balance-notices.repository";
import { createBalanceNotices } from "./balance-notices.service";
import { paymentAdminRoutes } from "./payment-admin.routes";
import { createPaymentBookingsRepository, ruleOf } from "./payment-bookings.repository";
import { paymentCustomerRoutes, paymentWebhookRoutes } from "./payment-customer.routes";
import { createPaymentFlow } from "./payment-flow.service";
import { createPaymentRefunds, DEFAULT_REFUND_PERCENT, PAYMENT_POLICY_KEY } from "./payment-refunds.service";
import { createPaymentSync } from "./payment-sync.service";
import { createPaymentsRepository } from "./payments.repository";
import { createPaymentsStaffRepository } from "./payments-staff.repository";

export const RECONCILE_TASK = "payments.reconcile";
export const BALANCE_DUE_TASK = "payments.balance-due";

/** The company's refund share before the cut-off (0–100), default everything. */
export function refundPercentFrom(value: unknown): number {
  const percent = value && typeof value === "object" ? (value as { refundPercentBeforeCutoff?: unknown }).refundPercentBeforeCutoff : undefined;
  return typeof percent === "number" && Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : DEFAULT_REFUND_PERCENT;
}

/**
 * Online payment (issue 25), off unless Moyasar is configured (MOYASAR_* or the payments
 * integration): the customer's pay step and summary on the booking link, the provider's webhook,
 * refunds on a customer cancel and by staff, the staff payments list, and a reconciliation every
 * two minutes (once across processes) asking the provider about every open payment and refund,
 * and every five the balance link to customers whose balance has fallen due.
 * Must be composed before bookings: its middleware around the booking link's cancel refunds by
 * the policy as soon as the cancel is answered (the reconciliation catches any it missed).
 */
export const paymentsModule: FeatureModuleFactory = (ctx) => {
  const { config, settings, secretBox, db, logger } = ctx;
  const inForce = createPaymentsInForce(async () => ({
    values: await integrationInForce({ settings, secretBox, config }, "payments"),
    fromEnvironment: Boolean(environmentIntegrations(config).payments),
  }));
  const payments = createPaymentsRepository(db);
  const bookings = createPaymentBookingsRepository(db);
  const flow = createPaymentFlow({ payments, bookings, inForce, siteUrl: ctx.siteUrl, logger });
  const policy = async () => {
    const cutoff = (await ctx.siteSettings.site()).cancellationCutoffHours;
    return { refundPercentBeforeCutoff: refundPercentFrom(await settings.get(PAYMENT_POLICY_KEY)), cutoffHours: Number.isFinite(cutoff) ? cutoff : 24 };
  };
  // /book's review (payments-web): what the chosen product asks now, and what a free cancellation gives back.
  const reviewTerms = async (productSlug: string) => {
    const [rules, { refundPercentBeforeCutoff }] = await Promise.all([bookings.productRules(), policy()]);
    const row = rules.find((entry) => entry.slug === productSlug);
    return { deposit: row ? ruleOf(row.settings) : null, refundPercentBeforeCutoff };
  };
  const refunds = createPaymentRefunds({ payments, bookings, flow, inForce, policy, logger });
  const sync = createPaymentSync({ payments, flow, refunds, inForce, logger });
  const balanceNotices = createBalanceNotices({ repository: createBalanceNoticesRepository(db), messaging: ctx.messaging, inForce, siteUrl: ctx.siteUrl });
  const relaxed = config.RIHLA_BENCH_RELAXED_LIMITS === "1";
  const admit = relaxed ? null : createAnonymousWriteGate(ctx.limiter, ctx.trustProxy);

  // Around the booking link's cancel (bookings answers it): once it says "cancelled", the policy's
  // refund is asked for before the answer leaves, so the page the customer reloads shows it.
  const onCancel = new Hono().use("/api/booking-info/:token/cancel", async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.res.status !== 200 || !(await inForce())) return;
    const bookingId = await bookings.bookingIdOfToken(c.req.param("token") ?? "", new Date());
    if (bookingId === null) return;
    await refunds
      .refundOnCancel(bookingId)
      .catch((error: unknown) => logger.warn({ bookingId, err: String(error) }, "payments: refund on cancel left to reconciliation"));
  });

  return {
    name: "payments",
    routes: [
      onCancel,
      paymentCustomerRoutes({ flow, refunds, admit, reviewTerms }),
      paymentWebhookRoutes({ webhook: sync.webhook, invoiceHint: sync.invoiceHint, admit }),
    ],
    adminRoutes: paymentAdminRoutes(ctx, {
      flow,
      refunds,
      payments,
      bookings,
      staff: createPaymentsStaffRepository(db),
      inForce,
      policy,
      policySet: (value) => settings.set(PAYMENT_POLICY_KEY, value),
    }),
    schedules: [
      {
        name: RECONCILE_TASK,
        pattern: "*/2 * * * *",
        run: async () => {
          const result = await sync.reconcile();
          if (result.asked > 0 || result.cancelRefunds > 0) logger.info(result, "payments: reconciled with the provider");
        },
      },
      {
        // The balance link at the due time (balance-notices.service.ts), once per booking.
        name: BALANCE_DUE_TASK,
        pattern: "*/5 * * * *",
        run: async () => {
          const result = await balanceNotices.run();
          if (result.noticed > 0) logger.info(result, "payments: balance links sent");
          return result;
        },
      },
    ],
  };
};
