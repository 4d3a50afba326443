/**
 * The only configuration the browser ever receives (ARCHITECTURE rule 6), and the spec's
 * start-up rules for it (§5): required values missing or invalid make the app refuse to run;
 * optional ones only warn. Written without zod on purpose: it runs in every page's first
 * load, and zod would add ~22 KB gzip to it.
 */
export const APP_ENVIRONMENTS = ["development", "staging", "production"] as const;
export const CAPTCHA_PROVIDERS = ["altcha", "hcaptcha"] as const;
export const CONFIG_INVALID_MESSAGE = "Application configuration invalid. Check console for details.";

export interface PublicConfig {
  siteUrl: string;
  captchaProvider: (typeof CAPTCHA_PROVIDERS)[number];
  captchaSiteKey?: string;
  errorReportingDsn?: string;
  environment?: (typeof APP_ENVIRONMENTS)[number];
}

export interface PublicConfigCheck {
  ok: boolean;
  errors: string[];
  warnings: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** https://<key>@<host>/<project>: an identifier before the at-sign. */
const ERROR_REPORTING_ADDRESS = /^https:\/\/[A-Za-z0-9]+@[^\s/@]+\/\S+$/;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isMissing = (value: unknown) => value === undefined || value === null || value === "";

export function checkPublicConfig(input: object): PublicConfigCheck {
  const config = input as Record<string, unknown>;
  const errors: string[] = [];
  const warnings: string[] = [];

  if (!isHttpUrl(config.siteUrl)) errors.push("siteUrl: siteUrl must be an absolute http(s) address");
  if (!(CAPTCHA_PROVIDERS as readonly unknown[]).includes(config.captchaProvider)) {
    errors.push(`captchaProvider: must be one of ${CAPTCHA_PROVIDERS.join(", ")}`);
  } else if (config.captchaProvider === "hcaptcha") {
    const key = typeof config.captchaSiteKey === "string" ? config.captchaSiteKey : "";
    if (key.length < 36 || !UUID.test(key)) errors.push("captchaSiteKey: captcha site key must be a UUID of at least 36 characters");
  }

  if (isMissing(config.errorReportingDsn)) warnings.push("errorReportingDsn is not set");
  else if (typeof config.errorReportingDsn !== "string" || !ERROR_REPORTING_ADDRESS.test(config.errorReportingDsn)) {
    warnings.push("errorReportingDsn: error-reporting address must be https with an identifier before '@'");
  }
  if (isMissing(config.environment)) warnings.push("environment is not set");
  else if (!(APP_ENVIRONMENTS as readonly unknown[]).includes(config.environment)) {
    warnings.push(`environment: must be one of ${APP_ENVIRONMENTS.join(", ")}`);
  }
  return { ok: errors.length === 0, errors, warnings };
}

/** What the app throws when a required value is missing or invalid (spec §5, §8): the message to the letter, the problems with it. */
export class ConfigurationInvalidError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(CONFIG_INVALID_MESSAGE);
    this.name = "ConfigurationInvalidError";
    this.problems = problems;
  }
}

/** The spec's start-up rule: throws ConfigurationInvalidError when a required value is bad; else the check (with its warnings). */
export function assertPublicConfig(input: object): PublicConfigCheck {
  const check = checkPublicConfig(input);
  if (!check.ok) throw new ConfigurationInvalidError(check.errors);
  return check;
}
