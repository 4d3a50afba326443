import { z } from "zod";
import { localizedTextSchema } from "../i18n/localized-text.schema";
import { imageAddressSchema } from "../files/image-address";
import { safeText } from "../validation/safe-text";

/** The `settings` row holding the profile. */
export const COMPANY_PROFILE_KEY = "company_profile";

/** E.164: a plus sign and up to 15 digits. */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "Use the international format, e.g. +966500000000");

const socialLink = z
  .url({ protocol: /^https?$/, error: "Use a web address starting with https://" })
  .max(300, "Keep the address under 300 characters.")
  .or(z.literal(""))
  .optional();

const count = (max: number, tooBig: string) =>
  z.number({ error: "Enter a whole number" }).int("Enter a whole number").min(0, "Use 0 or more").max(max, tooBig).optional();

/**
 * What the home page's hero says for the company (issue 12), each shown only when set: the
 * operating licence (its number as issued), the year it started, pilgrims carried so far.
 */
const trustSchema = z.object({
  licence: safeText({ max: 60 }).optional(),
  foundedYear: count(2100, "Use a year up to 2100").refine((year) => year === undefined || year >= 1900, "Use a year from 1900"),
  pilgrimsServed: count(100_000_000, "At most 100,000,000"),
});

export const companyProfileSchema = z.object({
  name: localizedTextSchema,
  tagline: localizedTextSchema,
  phone: e164Schema,
  whatsapp: e164Schema,
  email: z.email("Enter an email address such as info@example.com"),
  address: localizedTextSchema,
  // Web addresses only (they may become links); "" is how a form says "none".
  social: z.object({
    instagram: socialLink,
    x: socialLink,
    facebook: socialLink,
    youtube: socialLink,
  }),
  trust: trustSchema.optional(),
  /** The logo in the header and the JSON-LD (a file of the repository, usually); "" or absent: the built-in mark. */
  logo: imageAddressSchema.optional(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
