import type { Context } from "hono";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { ModuleContext } from "#server/platform/modules/module-context";
import type { ResolvePayments } from "#server/platform/payments/payments-in-force";
import { staffLanguage } from "#server/platform/http/staff-language";
import { parseJsonBody, parseQuery } from "#server/platform/http/validation";
import type { ApiErrorBody } from "#shared/api/api-error";
import { idempotencyKeySchema } from "#shared/bookings/booking.schema";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { PaymentStatus } from "#shared/bookings/booking-kinds";
import {
  dailyTotalsQuerySchema,
  paymentIdParamSchema,
  paymentPolicySchema,
  productDepositSettingsSchema,
  staffPaymentsQuerySchema,
  staffRefundSchema,
} from "#shared/payments/payment.schema";
import {
  PAYMENTS_CSV_COLUMNS,
  type PaymentDailyTotals,
  type PaymentSettingsView,
  type StaffBookingPayments,
  type StaffPaymentList,
  type StaffRefundAnswer,
} from "#shared/payments/payments-api";
import { staffPaymentText } from "#shared/payments/staff-payment-texts";
import { ruleOf, type PaymentBookingsRepository } from "./payment-bookings.repository";
import type { PaymentFlow } from "./payment-flow.service";
import { PAYMENT_POLICY_KEY, type PaymentRefunds } from "./payment-refunds.service";
import { moneyOf, staffPaymentRow, staffRefundView } from "./payment-views";
import { isBalanceOverdue, isClosedForMoney } from "#shared/payments/balance-due";
import type { PaymentsRepository } from "./payments.repository";
import type { PaymentsStaffRepository } from "./payments-staff.repository";

const HOUR_MS = 3_600_000;
const sar = (halalas: number) => (halalas / 100).toFixed(2);
const csvCell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The staff's payments API: the list with filters and its CSV, a booking's payments for its
 * panel, refunds (amount and reason, audited, with an Idempotency-Key), daily totals for the
 * dashboard, and the deposit settings per product. Reads need dashboard.read, refunds
 * operations.write, settings configurations.manage.
 */
export function paymentAdminRoutes(
  ctx: Pick<ModuleContext, "audit">,
  deps: {
    flow: PaymentFlow;
    refunds: PaymentRefunds;
    payments: PaymentsRepository;
    bookings: PaymentBookingsRepository;
    staff: PaymentsStaffRepository;
    inForce: ResolvePayments;
    policy: () => Promise<{ refundPercentBeforeCutoff: number; cutoffHours: number }>;
    policySet: (value: { refundPercentBeforeCutoff: number }) => Promise<void>;
  },
): AdminRoute[] {
  const t = (c: Context) => (english: string) => staffPaymentText(english, staffLanguage(c));
  const fail = (c: Context, status: 400 | 404 | 409 | 422 | 502, english: string) => c.json<ApiErrorBody>({ error: t(c)(english) }, status);
  const idOf = (c: Context, name: string) => {
    const parsed = paymentIdParamSchema.safeParse(c.req.param(name));
    return parsed.success ? parsed.data : null;
  };

  async function list(c: Context): Promise<StaffPaymentList | Response> {
    const query = parseQuery(c, staffPaymentsQuerySchema, t(c));
    if (!query.ok) return query.response;
    const result = await deps.staff.list(query.data);
    return {
      rows: result.rows.map((r) => staffPaymentRow(r.payment, r)),
      total: result.total,
      sums: { paidHalalas: result.paid, refundedHalalas: result.refunded, netHalalas: result.paid - result.refunded },
    };
  }

  async function settingsView(): Promise<PaymentSettingsView> {
    const [provider, policy, rows] = await Promise.all([deps.inForce(), deps.policy(), deps.bookings.productRules()]);
    return {
      enabled: provider !== null,
      configuredBy: provider?.configuredBy ?? null,
      refundPercentBeforeCutoff: policy.refundPercentBeforeCutoff,
      products: rows.map((row) => ({
        productId: row.productId,
        productSlug: row.slug,
        productName: row.name,
        ...ruleOf(row.settings),
        version: row.settings?.version ?? 0,
      })),
    };
  }

  return [
    adminRoute("GET", "/api/admin/payments", "dashboard.read", async (c) => {
      const result = await list(c);
      return result instanceof Response ? result : c.json(result);
    }),
    adminRoute("GET", "/api/admin/payments.csv", "dashboard.read", async (c) => {
      const query = parseQuery(
        c,
        staffPaymentsQuerySchema.transform((q) => ({ ...q, limit: 10_000, offset: 0 })),
        t(c),
      );
      if (!query.ok) return query.response;
      const result = await deps.staff.list(query.data);
      const lines = [PAYMENTS_CSV_COLUMNS.join(",")];
      for (const { payment, reference, customerName } of result.rows)
        lines.push(
          [
            payment.id,
            reference,
            customerName,
            payment.kind,
            payment.status,
            payment.method,
            sar(payment.amountHalalas),
            sar(payment.refundedHalalas),
            payment.currency,
            payment.providerId,
            payment.receiptNumber,
            payment.createdAt.toISOString(),
            payment.paidAt?.toISOString() ?? null,
          ]
            .map(csvCell)
            .join(","),
        );
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="payments-${riyadhDate(new Date())}.csv"`);
      return c.body(`\uFEFF${lines.join("\r\n")}\r\n`);
    }),
    adminRoute("GET", "/api/admin/payments/daily", "dashboard.read", async (c) => {
      const query = parseQuery(c, dailyTotalsQuerySchema, t(c));
      if (!query.ok) return query.response;
      const today = riyadhDate(new Date());
      const since = new Date(new Date(`${today}T00:00:00+03:00`).getTime() - (query.data.days - 1) * 24 * HOUR_MS);
      const { paid, refunded, failed } = await deps.staff.daily(since);
      const days: PaymentDailyTotals["days"] = [];
      for (let i = 0; i < query.data.days; i++) {
        const date = riyadhDate(new Date(since.getTime() + i * 24 * HOUR_MS + 12 * HOUR_MS));
        const p = paid.find((r) => r.date === date);
        days.push({
          date,
          paidHalalas: Number(p?.total ?? 0),
          refundedHalalas: Number(refunded.find((r) => r.date === date)?.total ?? 0),
          count: Number(p?.count ?? 0),
        });
      }
      const last = days.at(-1) ?? { paidHalalas: 0, refundedHalalas: 0, count: 0 };
      return c.json<PaymentDailyTotals>({
        days,
        today: {
          paidHalalas: last.paidHalalas,
          refundedHalalas: last.refundedHalalas,
          count: last.count,
          failed: Number(failed.find((r) => r.date === today)?.count ?? 0),
        },
      });
    }),
    adminRoute("GET", "/api/admin/bookings/:id/payments", "dashboard.read", async (c) => {
      const bookingId = idOf(c, "id");
      const booking = bookingId === null ? null : await deps.bookings.booking(bookingId);
      if (!booking) return fail(c, 404, "This booking does not exist.");
      const [rows, provider] = await Promise.all([deps.payments.forBooking(booking.id), deps.inForce()]);
      const actors = await deps.staff.refundActors(rows.map((r) => r.payment.id));
      const money = moneyOf(rows);
      const balanceDueAt = booking.rule.mode === "none" ? null : new Date(booking.firstPickupAt.getTime() - booking.rule.balanceDueHours * HOUR_MS);
      const remaining = Math.max(0, booking.totalHalalas - money.net);
      const last = rows.at(-1)?.payment;
      return c.json<StaffBookingPayments>({
        bookingId: booking.id,
        bookingReference: booking.reference,
        enabled: provider !== null,
        totalHalalas: booking.totalHalalas,
        paidHalalas: money.net,
        refundedHalalas: money.refunded,
        remainingHalalas: remaining,
        bookingPaymentStatus: booking.paymentStatus as PaymentStatus,
        balanceDueAt: balanceDueAt?.toISOString() ?? null,
        // The same marks as the staff list's cards (#server/db/booking-money.ts).
        attention: {
          paymentFailed: last?.status === "failed" && !isClosedForMoney(booking.status, booking.paymentStatus),
          balanceOverdue: isBalanceOverdue({
            dueAt: balanceDueAt,
            totalHalalas: booking.totalHalalas,
            netPaidHalalas: money.net,
            bookingStatus: booking.status,
            paymentStatus: booking.paymentStatus,
            now: new Date(),
          }),
        },
        payments: rows.map(({ payment, refunds }) => {
          const pending = refunds.filter((r) => r.status === "pending").reduce((s, r) => s + r.amountHalalas, 0);
          const refundable = ["paid", "partially_refunded"].includes(payment.status)
            ? Math.max(0, payment.amountHalalas - payment.refundedHalalas - pending)
            : 0;
          return {
            ...staffPaymentRow(payment, booking),
            refunds: refunds.map((r) => staffRefundView(r, actors.get(r.id) ?? null)),
            refundableHalalas: refundable,
          };
        }),
      });
    }),
    adminRoute("POST", "/api/admin/payments/:id/refund", "operations.write", async (c, staff) => {
      const paymentId = idOf(c, "id");
      const payment = paymentId === null ? null : await deps.payments.byId(paymentId);
      if (!payment) return fail(c, 404, "This payment does not exist.");
      const header = c.req.header("idempotency-key");
      const key = header === undefined ? null : idempotencyKeySchema.safeParse(header);
      if (key && !key.success) return fail(c, 400, "Not a valid Idempotency-Key.");
      const body = await parseJsonBody(c, staffRefundSchema, t(c));
      if (!body.ok) return body.response;
      if (!(await deps.inForce())) return fail(c, 409, "Online payment is not configured.");
      const actor = { id: staff.session.user.id, email: staff.session.user.email, ip: staff.actor.ip };
      const result = await deps.refunds.request({
        paymentId: payment.id,
        amountHalalas: body.data.amountHalalas,
        reason: body.data.reason,
        origin: "staff",
        idempotencyKey: key?.success ? `staff:${key.data}` : `staff:${deps.refunds.newKey()}`,
        actorUserId: staff.session.user.id,
        afterWrite: (tx, refund) =>
          ctx.audit.record(tx, actor, {
            action: "payment.refund",
            entity: "payment",
            entityId: String(payment.id),
            after: { refundId: refund.id, amountHalalas: refund.amountHalalas, reason: refund.reason, bookingId: payment.bookingId },
          }),
      });
      if (!result.ok) {
        const english =
          {
            "refund.tooMuch": "That is more than can be refunded on this payment.",
            "refund.notRefundable": "This payment cannot be refunded.",
            "payment.idempotencyConflict": "This refund was already asked with other details.",
            "payment.notFound": "This payment does not exist.",
          }[result.code] ?? "This payment cannot be refunded.";
        return fail(c, result.status, english);
      }
      const names = (await deps.staff.bookingNames(payment.bookingId)) ?? { reference: "", customerName: "" };
      const message =
        result.refund.status === "refunded"
          ? "Refunded."
          : result.refund.status === "failed"
            ? "The provider refused this refund."
            : "Refund requested; it is confirmed once the provider shows it.";
      return c.json<StaffRefundAnswer>(
        { refund: staffRefundView(result.refund, staff.session.user.name ?? null), payment: staffPaymentRow(result.payment, names), message: t(c)(message) },
        result.created ? 201 : 200,
      );
    }),
    adminRoute("GET", "/api/admin/payments/settings", "dashboard.read", async (c) => c.json(await settingsView())),
    adminRoute("PATCH", "/api/admin/payments/settings", "configurations.manage", async (c, staff) => {
      const body = await parseJsonBody(c, paymentPolicySchema, t(c));
      if (!body.ok) return body.response;
      const before = await deps.policy();
      await deps.policySet(body.data);
      await ctx.audit.transaction((tx) =>
        ctx.audit.record(
          tx,
          { id: staff.session.user.id, email: staff.session.user.email, ip: staff.actor.ip },
          {
            action: "payments.policy",
            entity: "settings",
            entityId: PAYMENT_POLICY_KEY,
            before: { refundPercentBeforeCutoff: before.refundPercentBeforeCutoff },
            after: body.data,
          },
        ),
      );
      return c.json(await settingsView());
    }),
    adminRoute("PATCH", "/api/admin/payments/settings/products/:id", "configurations.manage", async (c, staff) => {
      const productId = idOf(c, "id");
      const product = productId === null ? null : await deps.bookings.productExists(productId);
      if (!product || productId === null) return fail(c, 404, "This product does not exist.");
      const body = await parseJsonBody(c, productDepositSettingsSchema, t(c));
      if (!body.ok) return body.response;
      const { version, ...rule } = body.data;
      const saved = await deps.bookings.saveRule(productId, version, rule, (tx) =>
        ctx.audit.record(
          tx,
          { id: staff.session.user.id, email: staff.session.user.email, ip: staff.actor.ip },
          { action: "payments.deposit-rule", entity: "product", entityId: String(productId), after: rule },
        ),
      );
      if (saved === null) return fail(c, 409, "Someone else changed these settings; reload and try again.");
      return c.json({ productId, productSlug: product.slug, productName: product.name, ...rule, version: saved });
    }),
  ];
}
