import type { ServerConfig } from "#server/config";
import { maskSecret } from "#shared/config/mask-secret";
import { INTEGRATION_FIELDS, INTEGRATION_NAMES, isSecretField, type IntegrationFieldView, type IntegrationName } from "#shared/settings/integrations.schema";

/** Plain (opened) values of one integration, by field. */
export type IntegrationValues = Record<string, string>;
/** As stored: secret fields sealed by the secret box, the others as typed. */
export type StoredIntegrations = Partial<Record<IntegrationName, IntegrationValues>>;

export function storedIntegrationsFrom(value: unknown): StoredIntegrations {
  if (!value || typeof value !== "object") return {};
  const result: StoredIntegrations = {};
  for (const name of INTEGRATION_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (!entry || typeof entry !== "object") continue;
    const fields = Object.keys(INTEGRATION_FIELDS[name]);
    result[name] = Object.fromEntries(Object.entries(entry).filter(([key, v]) => fields.includes(key) && typeof v === "string")) as IntegrationValues;
  }
  return result;
}

/**
 * The integrations the environment sets. An environment variable wins over a stored value
 * (README "Configuration"), so an operator can pin a setting outside the database.
 */
export function environmentIntegrations(config: ServerConfig): StoredIntegrations {
  const env: StoredIntegrations = {};
  if (config.SMTP_URL) env.smtp = { url: config.SMTP_URL, from: config.MAIL_FROM };
  if (config.CAPTCHA_PROVIDER === "hcaptcha")
    env.captcha = { provider: "hcaptcha", siteKey: config.HCAPTCHA_SITE_KEY ?? "", secret: config.HCAPTCHA_SECRET ?? "" };
  if (config.SENTRY_DSN) env.errorReporting = { dsn: config.SENTRY_DSN };
  return env;
}

/** What the browser may see of one integration's values: plain fields as they are, secrets masked. */
export function fieldViews(name: IntegrationName, values: IntegrationValues): Record<string, IntegrationFieldView> {
  return Object.fromEntries(
    Object.keys(INTEGRATION_FIELDS[name]).map((field) => {
      const value = values[field] ?? "";
      const secret = isSecretField(name, field);
      return [field, { shown: secret ? maskSecret(value) : value, set: value !== "", secret }];
    }),
  );
}

/** For the audit log: the same masking, as a flat object. */
export function maskedForAudit(name: IntegrationName, values: IntegrationValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, isSecretField(name, field) ? maskSecret(value) : value]));
}
