import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { MAX_QUOTE_ADJUSTMENTS, MAX_QUOTE_HALALAS } from "./quote-adjustments";

/** What changed, in one language: the customer reads it. */
const label = (language: string) =>
  safeText({
    min: 2,
    max: 120,
    messages: {
      required: `Write what changed, in ${language}.`,
      tooShort: `Write what changed, in ${language}.`,
      tooLong: "Keep the line under 120 characters.",
    },
  });

/** One line of a staff quote (quote-adjustments explains the design): a label per language and a signed amount in whole riyals. */
export const quoteAdjustmentSchema = z.object({
  label: z.object({ en: label("English"), ar: label("Arabic") }),
  amountHalalas: z
    .number({ error: "Enter the amount." })
    .int("Quote whole riyals.")
    .refine((value) => value % 100 === 0, "Quote whole riyals.")
    .refine((value) => value !== 0, "Enter an amount other than zero.")
    .min(-MAX_QUOTE_HALALAS, "The amount is too large (at most SAR 1,000,000).")
    .max(MAX_QUOTE_HALALAS, "The amount is too large (at most SAR 1,000,000)."),
});

export const quoteAdjustmentsSchema = z.array(quoteAdjustmentSchema, { error: "Send the lines as a list." }).max(MAX_QUOTE_ADJUSTMENTS, "At most 10 lines.");
