import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";

/**
 * People type numbers with spaces, dashes, dots and brackets; those are dropped before the check so
 * "+20 100-123 4567" and "+201001234567" are stored the same. Empty means "no phone".
 */
const phone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .refine((value) => value === "" || /^\+[1-9]\d{6,14}$/.test(value), "Please enter the number in international format, starting with + and the country code.")
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** One schema for the contact form and for POST /api/contact (ARCHITECTURE rule 3). */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Please enter your name (at least 2 characters)." })
    .trim()
    .min(2, "Please enter your name (at least 2 characters).")
    .max(100, "Please keep your name to at most 100 characters."),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter an email address of at most 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
  phone,
  subject: z
    .string({ error: "Please enter a subject (at least 3 characters)." })
    .trim()
    .min(3, "Please enter a subject (at least 3 characters).")
    .max(150, "Please keep the subject to at most 150 characters."),
  message: z
    .string({ error: "Please write your message (at least 10 characters)." })
    .trim()
    .min(10, "Please write your message (at least 10 characters).")
    .max(5000, "Please keep your message to at most 5,000 characters."),
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
