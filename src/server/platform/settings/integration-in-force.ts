import type { ServerConfig } from "#server/config";
import type { SecretBox } from "#server/platform/auth/secret-box";
import { INTEGRATIONS_KEY, isSecretField, type IntegrationName } from "#shared/settings/integrations.schema";
import { environmentIntegrations, storedIntegrationsFrom, type IntegrationValues } from "./integration-values";
import type { SettingsRepository } from "./settings.repository";

/**
 * One integration's values in force, for the platform adapters that use them (mail, captcha):
 * the environment's when it sets the integration (it always wins), else the values stored on
 * /admin/configurations with their secrets opened. A secret sealed under another key reads as
 * unset. Empty when neither sets it.
 */
export async function integrationInForce(
  deps: { settings: Pick<SettingsRepository, "get">; secretBox: SecretBox; config: ServerConfig },
  name: IntegrationName,
): Promise<IntegrationValues> {
  const fromEnvironment = environmentIntegrations(deps.config)[name];
  if (fromEnvironment) return fromEnvironment;
  const stored = storedIntegrationsFrom(await deps.settings.get(INTEGRATIONS_KEY))[name] ?? {};
  const values: IntegrationValues = {};
  for (const [field, value] of Object.entries(stored)) {
    values[field] = isSecretField(name, field) ? await deps.secretBox.open(value).catch(() => "") : value;
  }
  return values;
}
