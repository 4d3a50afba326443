import { z } from "zod";
import { localizedTextSchema } from "../i18n/localized-text.schema";

/** E.164: a plus sign and up to 15 digits. */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "Use the international format, e.g. +966500000000");

export const companyProfileSchema = z.object({
  name: localizedTextSchema,
  tagline: localizedTextSchema,
  phone: e164Schema,
  whatsapp: e164Schema,
  email: z.email(),
  address: localizedTextSchema,
  social: z.object({
    instagram: z.url().optional(),
    x: z.url().optional(),
    facebook: z.url().optional(),
    youtube: z.url().optional(),
  }),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
