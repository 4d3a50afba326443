import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { BOOKING_SOURCES, PAYMENT_STATUSES } from "./booking-kinds";
import { BOOKING_STATUSES } from "./booking-lifecycle";
import { JOB_STATUSES } from "./job-lifecycle";
import { quoteAdjustmentsSchema } from "./quote-adjustment.schema";
import { isCalendarDate } from "./riyadh-time";

/*
 * The staff bookings API's query and action payloads (/api/admin/bookings, /api/admin/jobs).
 * Messages are plain English sentences: the back office is English first.
 */
const day = z.string().refine(isCalendarDate, "Enter a date as YYYY-MM-DD.");
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Unknown choice.")
  .max(200);
const listQueryBase = {
  from: day.optional(),
  to: day.optional(),
  product: slug.optional(),
  vehicleClass: slug.optional(),
  source: z.enum(BOOKING_SOURCES, { error: "Unknown source." }).optional(),
  /** Reference, customer name or phone. */
  q: safeText({ max: 100 }).optional(),
  limit: z.coerce.number().int().min(1, "At least 1.").max(200, "At most 200.").default(50),
  offset: z.coerce.number().int().min(0, "Use 0 or more.").max(100_000, "At most 100,000.").default(0),
};
const checkRange = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date." });
};

/**
 * The bookings list's payment filter: the last online payment failed, the balance is overdue, or
 * either ("attention"). The marks' rules: api-contract.ts BookingPaymentAttention.
 */
export const PAYMENT_ATTENTION_FILTERS = ["attention", "failed", "overdue"] as const;
export type PaymentAttentionFilter = (typeof PAYMENT_ATTENTION_FILTERS)[number];

export const adminBookingsQuerySchema = z
  .object({
    ...listQueryBase,
    status: z.enum(BOOKING_STATUSES, { error: "Unknown status." }).optional(),
    payment: z.enum(PAYMENT_ATTENTION_FILTERS, { error: "Unknown payment filter." }).optional(),
  })
  .superRefine(checkRange);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminJobsQuerySchema = z
  .object({ ...listQueryBase, status: z.enum(JOB_STATUSES, { error: "Unknown status." }).optional() })
  .superRefine(checkRange);
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

const reason = (label: string) =>
  safeText({
    min: 3,
    max: 500,
    multiline: true,
    messages: { required: `Enter ${label}.`, tooShort: `Enter ${label}.`, tooLong: "Keep it under 500 characters." },
  });

/**
 * A staff quote: the trip as the server priced it plus adjustment lines (label in English and
 * Arabic, signed amount), never a bare total (the server adds them up); the reason is internal,
 * for the staff timeline only, never shown to the customer.
 */
export const quoteActionSchema = z.object({
  adjustments: quoteAdjustmentsSchema,
  reason: reason("the reason for this price"),
});
export type QuoteAction = z.infer<typeof quoteActionSchema>;

export const confirmActionSchema = z.object({ note: safeText({ max: 500, multiline: true }).optional() });
export const cancelActionSchema = z.object({ reason: reason("the reason for cancelling") });
export const paymentActionSchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: "Choose a payment status." }),
  note: safeText({ max: 500, multiline: true }).optional(),
});
export const noteActionSchema = z.object({
  text: safeText({
    min: 1,
    max: 2_000,
    multiline: true,
    messages: { required: "Write the note.", tooShort: "Write the note.", tooLong: "Keep the note under 2,000 characters." },
  }),
});
/** Edits before confirmation: the version read with the booking, so two staff never overwrite each other (409). */
export const editActionSchema = z.object({
  version: z
    .number({ error: "Reload this booking and make your change again." })
    .int("Reload this booking and make your change again.")
    .min(1, "Reload this booking and make your change again."),
  adults: z.number({ error: "Enter the number of adults." }).int().min(1, "At least 1 adult.").max(60, "At most 60."),
  children: z.number({ error: "Enter the number of children." }).int().min(0, "Use 0 or more.").max(60, "At most 60."),
  infants: z.number({ error: "Enter the number of infants." }).int().min(0, "Use 0 or more.").max(30, "At most 30."),
  bags: z.number({ error: "Enter the number of bags." }).int().min(0, "Use 0 or more.").max(100, "At most 100."),
  notes: safeText({ max: 1_000, multiline: true, messages: { tooLong: "Keep the notes under 1,000 characters." } }),
});
export type EditAction = z.infer<typeof editActionSchema>;

/**
 * Closing a booking by hand: the note is optional here; the server asks for it when something went
 * wrong (a leg that did not end normally, or a pickup still to come: completion-check).
 */
export const completeActionSchema = z.object({
  note: safeText({ max: 500, multiline: true, messages: { tooLong: "Keep it under 500 characters." } }).optional(),
});
export type CompleteAction = z.infer<typeof completeActionSchema>;

/** Where a staff-entered booking came from (the public form is always "web"). */
export const STAFF_BOOKING_SOURCES = ["phone", "whatsapp", "agent"] as const;
export const staffBookingSourceSchema = z.enum(STAFF_BOOKING_SOURCES, { error: "Choose where the booking came from (phone, WhatsApp or agent)." });

/**
 * Editing the trip before confirmation (a phone call moved the pickup, the flight, the class…):
 * the version read with the booking, the whole trip as POST /api/quotes takes it (its own
 * product, every leg, the party, the class), and `preview` to see the new price without saving.
 * The trip is checked with the quote's schema (messages in the back office's language).
 */
export const editTripActionSchema = z.object({
  version: z
    .number({ error: "Reload this booking and make your change again." })
    .int("Reload this booking and make your change again.")
    .min(1, "Reload this booking and make your change again."),
  preview: z.boolean({ error: "Say whether this is a preview." }).optional(),
  trip: z.unknown(),
});
export type EditTripAction = z.infer<typeof editTripActionSchema>;
