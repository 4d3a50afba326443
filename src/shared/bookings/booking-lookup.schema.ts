import { z } from "zod";
import { safeText } from "#shared/validation/safe-text";
import { transitionNoteSchema } from "./transition-note.schema";
import { objectErrors } from "./schema-errors";

/**
 * POST /api/booking-info/lookup: the reference and the phone or email the booking was made with.
 * Shapes only: whether they match is never told (the answer is always the same).
 */
export const bookingLookupSchema = z.strictObject(
  {
    reference: z.string({ error: "booking.invalid" }).trim().min(1, "booking.invalid").max(40, "booking.invalid"),
    contact: safeText({
      min: 3,
      max: 254,
      messages: { required: "booking.invalid", tooShort: "booking.invalid", tooLong: "booking.invalid", forbidden: "booking.text.forbidden" },
    }),
    captcha: z.string({ error: "booking.captcha.required" }).min(1, "booking.captcha.required").max(10_000, "booking.captcha.required"),
  },
  objectErrors(),
);
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

/** POST /api/booking-info/:token/cancel: the customer's reason, optional. */
export const customerCancelSchema = z.strictObject({ reason: transitionNoteSchema }, objectErrors());
