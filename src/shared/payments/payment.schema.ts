import { z } from "zod";
import { isCalendarDate } from "../bookings/riyadh-time";
import { safeText } from "../validation/safe-text";
import { DEPOSIT_MODES, PAYMENT_KINDS, PAYMENT_METHODS } from "./payment-kinds";
import { ONLINE_PAYMENT_STATUSES } from "./payment-lifecycle";

/*
 * The payments payloads (issue 25), one schema each, used by the forms and the routes. Customer
 * payloads carry message keys (payment-messages.ts gives both languages); staff ones plain
 * English sentences (staff-texts.ts gives the Arabic), as the bookings schemas do. None of them
 * carries an amount the customer chose: the server prices every payment.
 */
const customerObject = { error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? "payment.unknownField" : "payment.invalid") };

/** POST /api/booking-info/:token/payments: which payment to start (the amount is the server's). */
export const startPaymentSchema = z.strictObject({ kind: z.enum(PAYMENT_KINDS, { error: "payment.kind" }) }, customerObject);
export type StartPayment = z.infer<typeof startPaymentSchema>;

/** A Moyasar payment id: a UUID (their ids); anything else never reaches the provider or the database. */
export const providerPaymentIdSchema = z.uuid({ error: "payment.invalid" });

/** Our payment id in a path. */
export const paymentIdParamSchema = z.coerce
  .number({ error: "payment.notFound" })
  .int("payment.notFound")
  .min(1, "payment.notFound")
  .max(2_147_483_647, "payment.notFound");

/** A payment's callback_url query (payments made before the hosted page): only `id` is used, and only to ask the provider. */
export const paymentReturnQuerySchema = z.object({ id: providerPaymentIdSchema });

/** A money amount typed by staff, in halalas (the form converts riyals). */
const halalas = (max: number) =>
  z.number({ error: "Enter an amount." }).int("Enter the amount in whole halalas.").min(1, "Enter an amount above zero.").max(max, "That amount is too large.");

/** POST /api/admin/payments/:paymentId/refund (with an Idempotency-Key header). */
export const staffRefundSchema = z.strictObject({
  amountHalalas: halalas(100_000_000),
  reason: safeText({
    min: 3,
    max: 500,
    multiline: true,
    messages: { required: "Enter the reason for this refund.", tooShort: "Enter the reason for this refund.", tooLong: "Keep it under 500 characters." },
  }),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** GET /api/admin/payments and …/payments.csv. */
export const staffPaymentsQuerySchema = z
  .object({
    from: z.string().refine(isCalendarDate, "Enter a date as YYYY-MM-DD.").optional(),
    to: z.string().refine(isCalendarDate, "Enter a date as YYYY-MM-DD.").optional(),
    status: z.enum(ONLINE_PAYMENT_STATUSES, { error: "Unknown status." }).optional(),
    kind: z.enum(PAYMENT_KINDS, { error: "Unknown kind." }).optional(),
    method: z.enum(PAYMENT_METHODS, { error: "Unknown method." }).optional(),
    /** Booking reference, customer name, provider id or receipt number. */
    q: safeText({ max: 100 }).optional(),
    limit: z.coerce.number().int().min(1, "At least 1.").max(200, "At most 200.").default(50),
    offset: z.coerce.number().int().min(0, "Use 0 or more.").max(100_000, "At most 100,000.").default(0),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date." });
  });
export type StaffPaymentsQuery = z.infer<typeof staffPaymentsQuerySchema>;

/** GET /api/admin/payments/daily. */
export const dailyTotalsQuerySchema = z.object({ days: z.coerce.number().int().min(1, "At least 1.").max(92, "At most 92.").default(14) });

/** PATCH /api/admin/payments/settings/products/:productId (version 0 when none is stored yet). */
export const productDepositSettingsSchema = z
  .strictObject({
    mode: z.enum(DEPOSIT_MODES, { error: "Choose how the deposit is set." }),
    percent: z.number({ error: "Enter a percentage." }).int("Enter a whole percentage.").min(1, "At least 1 %.").max(100, "At most 100 %.").nullable(),
    fixedHalalas: halalas(100_000_000).nullable(),
    allowFull: z.boolean({ error: "Choose whether paying in full is allowed." }),
    balanceDueHours: z.number({ error: "Enter the hours." }).int("Enter whole hours.").min(0, "Use 0 or more.").max(720, "At most 720 hours (30 days)."),
    /** Optimistic concurrency: the version the form was loaded with. */
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "percent" && value.percent === null) ctx.addIssue({ code: "custom", path: ["percent"], message: "Enter a percentage." });
    if (value.mode === "fixed" && value.fixedHalalas === null) ctx.addIssue({ code: "custom", path: ["fixedHalalas"], message: "Enter an amount." });
  });
export type ProductDepositSettingsPayload = z.infer<typeof productDepositSettingsSchema>;

/** PATCH /api/admin/payments/settings: the cancellation policy's refund share before the cut-off. */
export const paymentPolicySchema = z.strictObject({
  refundPercentBeforeCutoff: z.number({ error: "Enter a percentage." }).int("Enter a whole percentage.").min(0, "Use 0 or more.").max(100, "At most 100 %."),
});
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>;
