import { z } from "zod";
import { LANGUAGES } from "#shared/i18n/languages";
import { safeText } from "#shared/validation/safe-text";
import { normalisePhone } from "./phone";
import { objectErrors } from "./schema-errors";

export const MAX_NOTES_LENGTH = 1000;

/** A mobile in any usual form (see phone.ts), stored in E.164. */
export const bookingPhoneSchema = z
  .string({ error: "booking.contact.phone.invalid" })
  .max(40, "booking.contact.phone.invalid")
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: "booking.contact.phone.invalid" });
      return z.NEVER;
    }
    return phone;
  });

/** Empty means "no email" (it is optional), so a blank form field passes. */
const optionalEmail = z
  .string({ error: "booking.contact.email.invalid" })
  .trim()
  .max(254, "booking.contact.email.invalid")
  .pipe(z.union([z.literal(""), z.email("booking.contact.email.invalid")]))
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const bookingContactSchema = z.strictObject(
  {
    name: safeText({
      min: 2,
      max: 100,
      messages: {
        required: "booking.contact.name.required",
        tooShort: "booking.contact.name.required",
        tooLong: "booking.contact.name.tooLong",
        forbidden: "booking.text.forbidden",
      },
    }),
    phone: bookingPhoneSchema,
    /** The phone receives WhatsApp (the default); otherwise the company calls or emails. */
    whatsapp: z.boolean({ error: "booking.invalid" }).default(true),
    email: optionalEmail,
    /** ISO 3166-1 alpha-2, e.g. "PK", "EG", "SA". */
    country: z
      .string({ error: "booking.contact.country.invalid" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "booking.contact.country.invalid"),
    language: z.enum(LANGUAGES, { error: "booking.contact.language.invalid" }),
    notes: safeText({
      max: MAX_NOTES_LENGTH,
      multiline: true,
      messages: { required: "booking.invalid", tooShort: "booking.invalid", tooLong: "booking.contact.notes.tooLong", forbidden: "booking.text.forbidden" },
    })
      .transform((value) => (value === "" ? undefined : value))
      .optional(),
  },
  objectErrors("booking.contact.required"),
);

export type BookingContact = z.infer<typeof bookingContactSchema>;
export type BookingContactInput = z.input<typeof bookingContactSchema>;
