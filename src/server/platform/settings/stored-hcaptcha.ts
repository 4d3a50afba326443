import type { ServerConfig } from "#server/config";
import type { SecretBox } from "#server/platform/auth/secret-box";
import type { StoredHcaptcha } from "#server/platform/captcha/captcha-in-force";
import { INTEGRATION_TESTS_KEY } from "#shared/settings/integrations.schema";
import { integrationInForce } from "./integration-in-force";
import type { SettingsRepository } from "./settings.repository";

/**
 * The hCaptcha stored on /admin/configurations, when it is complete (site key and secret) and its
 * last test there passed; null otherwise (the built-in ALTCHA stays).
 */
export async function storedHcaptcha(deps: {
  settings: Pick<SettingsRepository, "get">;
  secretBox: SecretBox;
  config: ServerConfig;
}): Promise<StoredHcaptcha | null> {
  const values = await integrationInForce(deps, "captcha");
  if (values.provider !== "hcaptcha" || !values.siteKey || !values.secret) return null;
  const tests = (await deps.settings.get(INTEGRATION_TESTS_KEY)) as { captcha?: { ok?: unknown } } | undefined;
  return tests?.captcha?.ok === true ? { siteKey: values.siteKey, secret: values.secret } : null;
}
