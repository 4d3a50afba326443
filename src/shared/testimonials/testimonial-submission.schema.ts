import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { safeText } from "../validation/safe-text";
import { isCountryCode } from "./country-codes";

export const TESTIMONIAL_TEXT_MIN = 20;
export const TESTIMONIAL_TEXT_MAX = 1500;
export const TESTIMONIAL_NAME_MAX = 80;

/** Name, country, rating and words: shared by the public form, the thank-you form and staff edits. */
export const testimonialFieldsSchema = z.object({
  name: safeText({
    min: 2,
    max: TESTIMONIAL_NAME_MAX,
    messages: {
      required: "Please enter your name (at least 2 characters).",
      tooShort: "Please enter your name (at least 2 characters).",
      tooLong: "Please keep your name to at most 80 characters.",
      forbidden: "Please use only letters, digits and punctuation in your name.",
    },
  }),
  country: z.string({ error: "Please choose your country." }).refine(isCountryCode, "Please choose your country from the list."),
  rating: z
    .number({ error: "Please choose a rating from 1 to 5 stars." })
    .int("Please choose a rating from 1 to 5 stars.")
    .min(1, "Please choose a rating from 1 to 5 stars.")
    .max(5, "Please choose a rating from 1 to 5 stars."),
  text: safeText({
    min: TESTIMONIAL_TEXT_MIN,
    max: TESTIMONIAL_TEXT_MAX,
    multiline: true,
    messages: {
      required: "Please write your review (at least 20 characters).",
      tooShort: "Please write your review (at least 20 characters).",
      tooLong: "Please keep your review to at most 1,500 characters.",
      forbidden: "Your review contains characters that are not allowed.",
    },
  }),
  language: z.enum(LANGUAGES, { error: "Language must be en or ar." }),
});

/** POST /api/testimonials: a visitor's review plus the captcha payload (bounded so junk is cheap to refuse). */
export const testimonialSubmissionSchema = testimonialFieldsSchema.extend({
  captcha: z.string({ error: "Please complete the verification." }).min(1, "Please complete the verification.").max(10_000),
});

/** POST /api/testimonials/thank-you/:token: the link itself proves the trip, no captcha. */
export const verifiedTestimonialSchema = testimonialFieldsSchema;

export type TestimonialFields = z.input<typeof testimonialFieldsSchema>;
export type TestimonialFieldValues = z.output<typeof testimonialFieldsSchema>;
export type TestimonialSubmission = z.input<typeof testimonialSubmissionSchema>;

/** GET /api/testimonials/thank-you/:token — what the form is pre-filled with. */
export interface ThankYouLinkView {
  name: string;
  reference: string;
  language: (typeof LANGUAGES)[number];
}
