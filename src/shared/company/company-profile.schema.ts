import { z } from "zod";
import { localizedTextSchema } from "../i18n/localized-text.schema";

/** E.164: a plus sign and up to 15 digits. */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "Use the international format, e.g. +966500000000");

const socialLink = z
  .url({ protocol: /^https?$/, error: "Use a web address starting with https://" })
  .max(300)
  .or(z.literal(""))
  .optional();

export const companyProfileSchema = z.object({
  name: localizedTextSchema,
  tagline: localizedTextSchema,
  phone: e164Schema,
  whatsapp: e164Schema,
  email: z.email(),
  address: localizedTextSchema,
  // Web addresses only (they may become links); "" is how a form says "none".
  social: z.object({
    instagram: socialLink,
    x: socialLink,
    facebook: socialLink,
    youtube: socialLink,
  }),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
