import type { ServerConfig } from "#server/config";
import { maskSecret } from "#shared/config/mask-secret";
import {
  INTEGRATION_FIELDS,
  INTEGRATION_NAMES,
  INTEGRATIONS_KEY,
  isSecretField,
  type IntegrationFieldView,
  type IntegrationName,
} from "#shared/settings/integrations.schema";
import type { SecretBox } from "#server/platform/auth/secret-box";
import type { SettingsRepository } from "./settings.repository";

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
  // The verify token and business account id are read from the environment only (the stored
  // integration has no field for them): the webhook's GET handshake needs WHATSAPP_VERIFY_TOKEN.
  if (config.WHATSAPP_ACCESS_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID)
    env.whatsapp = {
      apiUrl: config.WHATSAPP_API_URL ?? "",
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: config.WHATSAPP_ACCESS_TOKEN,
      appSecret: config.WHATSAPP_APP_SECRET ?? "",
    };
  if (config.MOYASAR_SECRET_KEY && config.MOYASAR_PUBLISHABLE_KEY)
    env.payments = {
      apiUrl: config.MOYASAR_API_URL ?? "",
      publishableKey: config.MOYASAR_PUBLISHABLE_KEY,
      secretKey: config.MOYASAR_SECRET_KEY,
      webhookSecret: config.MOYASAR_WEBHOOK_SECRET ?? "",
    };
  if (config.S3_BUCKET)
    env.objectStorage = {
      endpoint: config.S3_ENDPOINT ?? "",
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
    };
  return env;
}

/** Opens what is stored for one integration: secrets unsealed, the other fields as they are. */
export async function openIntegration(secretBox: SecretBox, name: IntegrationName, stored: IntegrationValues | undefined): Promise<IntegrationValues> {
  const values: IntegrationValues = {};
  for (const [field, value] of Object.entries(stored ?? {})) {
    // A secret sealed under another key (AUTH_SECRET changed) reads as unset, not as an error page.
    values[field] = isSecretField(name, field) ? await secretBox.open(value).catch(() => "") : value;
  }
  return values;
}

/**
 * The values in force for one integration, for any feature that uses it (the settings feature
 * edits them): the environment's when it sets the integration, else the stored ones, opened.
 */
export async function effectiveIntegration(
  deps: { settings: Pick<SettingsRepository, "get">; secretBox: SecretBox; config: ServerConfig },
  name: IntegrationName,
): Promise<IntegrationValues> {
  return (
    environmentIntegrations(deps.config)[name] ?? openIntegration(deps.secretBox, name, storedIntegrationsFrom(await deps.settings.get(INTEGRATIONS_KEY))[name])
  );
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
