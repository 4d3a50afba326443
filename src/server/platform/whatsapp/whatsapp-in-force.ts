import type { IntegrationValues } from "#server/platform/settings/integration-values";
import { createWhatsappCloudApi, DEFAULT_WHATSAPP_API_URL, type WhatsappCloudApi } from "./whatsapp-cloud-api";

export interface WhatsappInForce {
  api: WhatsappCloudApi;
  /** Checks the webhook's X-Hub-Signature-256; empty: every POST is refused (401). */
  appSecret: string;
}

/** Why WhatsApp messages wait, for the outbox page; null when the Cloud API is configured. */
export const WHATSAPP_NOT_CONFIGURED = "whatsapp.notConfigured";

/**
 * The Cloud API for the settings in force (the environment's WHATSAPP_* when set, else the
 * WhatsApp integration stored on /admin/configurations), asked again at most every `ttlMs`, so a
 * change there applies without a restart. null while not configured: WhatsApp messages then
 * stay queued (nothing is claimed, no attempt is spent).
 */
export function createWhatsappInForce(
  resolve: () => Promise<IntegrationValues>,
  options: { ttlMs?: number; now?: () => number; timeoutMs?: number; businessAccountId?: string } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let checkedAt = -Infinity;
  let current: { key: string; value: WhatsappInForce } | null = null;
  return async function whatsappInForce(): Promise<WhatsappInForce | null> {
    if (now() - checkedAt < ttlMs) return current?.value ?? null;
    const values = await resolve();
    checkedAt = now();
    if (!values.accessToken || !values.phoneNumberId) {
      current = null;
      return null;
    }
    const settings = {
      apiUrl: values.apiUrl || DEFAULT_WHATSAPP_API_URL,
      phoneNumberId: values.phoneNumberId,
      accessToken: values.accessToken,
      businessAccountId: options.businessAccountId,
      timeoutMs: options.timeoutMs,
    };
    const key = JSON.stringify([settings, values.appSecret]);
    if (current?.key !== key) current = { key, value: { api: createWhatsappCloudApi(settings), appSecret: values.appSecret ?? "" } };
    return current.value;
  };
}
export type ResolveWhatsapp = ReturnType<typeof createWhatsappInForce>;
