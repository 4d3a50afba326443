import { z } from "zod";

/**
 * The only configuration the browser ever receives (ARCHITECTURE rule 6).
 * The spec's start-up rules apply: required values missing or invalid make the app refuse to
 * run; optional ones only warn.
 */
export const APP_ENVIRONMENTS = ["development", "staging", "production"] as const;
export const CAPTCHA_PROVIDERS = ["altcha", "hcaptcha"] as const;
export const CONFIG_INVALID_MESSAGE = "Application configuration invalid. Check console for details.";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** https://<key>@<host>/<project>: an identifier before the at-sign. */
const errorReportingAddress = /^https:\/\/[A-Za-z0-9]+@[^\s/]+\/\S+$/;

export const requiredPublicConfigSchema = z
  .object({
    siteUrl: z.url({ message: "siteUrl must be an absolute http(s) address" }),
    captchaProvider: z.enum(CAPTCHA_PROVIDERS),
    captchaSiteKey: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.captchaProvider !== "hcaptcha") return;
    const key = value.captchaSiteKey ?? "";
    if (key.length < 36 || !uuid.test(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["captchaSiteKey"],
        message: "captcha site key must be a UUID of at least 36 characters",
      });
    }
  });

export const optionalPublicConfigSchema = z.object({
  errorReportingDsn: z
    .string()
    .regex(errorReportingAddress, "error-reporting address must be https with an identifier before '@'")
    .optional(),
  environment: z.enum(APP_ENVIRONMENTS).optional(),
});

export type PublicConfig = z.input<typeof requiredPublicConfigSchema> &
  z.input<typeof optionalPublicConfigSchema>;

export interface PublicConfigCheck {
  ok: boolean;
  errors: string[];
  warnings: string[];
}

/** Runs the spec's rules over the public subset; used by the server (to log) and the browser. */
export function checkPublicConfig(config: Record<string, unknown>): PublicConfigCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const required = requiredPublicConfigSchema.safeParse(config);
  if (!required.success) {
    for (const issue of required.error.issues) errors.push(`${issue.path.join(".") || "config"}: ${issue.message}`);
  }
  for (const key of ["errorReportingDsn", "environment"] as const) {
    const value = config[key];
    if (value === undefined || value === null || value === "") {
      warnings.push(`${key} is not set`);
      continue;
    }
    const one = optionalPublicConfigSchema.pick({ [key]: true } as never).safeParse({ [key]: value });
    if (!one.success) warnings.push(`${key}: ${one.error.issues[0]?.message ?? "invalid"}`);
  }
  return { ok: errors.length === 0, errors, warnings };
}
