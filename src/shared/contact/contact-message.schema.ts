import { z } from "zod";
import { normalisePhone } from "../bookings/phone";
import { LANGUAGES } from "../i18n/languages";
import { safeText } from "../validation/safe-text";

/** What a visitor reads when the number cannot be one (the form shows its own translation). */
export const PHONE_FORMAT_MESSAGE = "Please enter a Saudi number such as 055 501 2345, or another country's number starting with + and its code.";

/**
 * The bookings' rule (normalisePhone): spaces, dashes, dots, brackets and Arabic-Indic digits are
 * accepted, a local Saudi number ("0555…", "555…") is read as +966, and E.164 is stored, so
 * "+20 100-123 4567" and "+201001234567" are the same number. Empty means "no phone".
 */
const phone = z
  .string()
  .trim()
  .refine((value) => value === "" || normalisePhone(value) !== null, PHONE_FORMAT_MESSAGE)
  .transform((value) => (value === "" ? undefined : (normalisePhone(value) ?? undefined)))
  .optional();

/** One schema for the contact form and for POST /api/contact (ARCHITECTURE rule 3). */
export const contactMessageSchema = z.object({
  name: safeText({
    min: 2,
    max: 100,
    messages: {
      required: "Please enter your name (at least 2 characters).",
      tooShort: "Please enter your name (at least 2 characters).",
      tooLong: "Please keep your name to at most 100 characters.",
      forbidden: "Please use only letters, digits and punctuation in your name.",
    },
  }),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter an email address of at most 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
  phone,
  subject: safeText({
    min: 3,
    max: 150,
    messages: {
      required: "Please enter a subject (at least 3 characters).",
      tooShort: "Please enter a subject (at least 3 characters).",
      tooLong: "Please keep the subject to at most 150 characters.",
      forbidden: "Please use only letters, digits and punctuation in the subject.",
    },
  }),
  message: safeText({
    min: 10,
    max: 5000,
    multiline: true,
    messages: {
      required: "Please write your message (at least 10 characters).",
      tooShort: "Please write your message (at least 10 characters).",
      tooLong: "Please keep your message to at most 5,000 characters.",
      forbidden: "Your message contains characters that are not allowed.",
    },
  }),
  language: z.enum(LANGUAGES, { error: "Language must be en or ar." }),
});

/** What the browser posts: the message plus the captcha payload (bounded so junk is cheap to refuse). */
export const contactSubmissionSchema = contactMessageSchema.extend({
  captcha: z.string({ error: "Please complete the verification." }).min(1, "Please complete the verification.").max(10_000),
});

export type ContactMessage = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;
export type ContactSubmissionValues = z.output<typeof contactSubmissionSchema>;
