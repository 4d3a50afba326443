import { timingSafeEqual, createHash } from "node:crypto";
import type { IntegrationValues } from "#server/platform/settings/integration-values";
import { createMoyasarApi, DEFAULT_MOYASAR_API_URL, type MoyasarApi } from "./moyasar-api";

export interface PaymentsInForce {
  api: MoyasarApi;
  apiUrl: string;
  publishableKey: string;
  /** The webhook's shared secret_token; empty: every webhook is refused (401). */
  webhookSecret: string;
  configuredBy: "environment" | "settings";
}

/**
 * The payment provider for the settings in force (MOYASAR_* from the environment when set, else
 * the payments integration on /admin/configurations), asked again at most every `ttlMs` so a
 * change there applies without a restart. null while not configured: there is no pay step
 * anywhere and everything works as before (staff record payments by hand).
 */
export function createPaymentsInForce(
  resolve: () => Promise<{ values: IntegrationValues; fromEnvironment: boolean }>,
  options: { ttlMs?: number; now?: () => number; timeoutMs?: number } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let checkedAt = -Infinity;
  let current: { key: string; value: PaymentsInForce } | null = null;
  return async function paymentsInForce(): Promise<PaymentsInForce | null> {
    if (now() - checkedAt < ttlMs) return current?.value ?? null;
    const { values, fromEnvironment } = await resolve();
    checkedAt = now();
    if (!values.secretKey || !values.publishableKey) {
      current = null;
      return null;
    }
    const apiUrl = (values.apiUrl || DEFAULT_MOYASAR_API_URL).replace(/\/+$/, "");
    const key = JSON.stringify([apiUrl, values.secretKey, values.publishableKey, values.webhookSecret]);
    if (current?.key !== key)
      current = {
        key,
        value: {
          api: createMoyasarApi({ apiUrl, secretKey: values.secretKey, timeoutMs: options.timeoutMs }),
          apiUrl,
          publishableKey: values.publishableKey,
          webhookSecret: values.webhookSecret ?? "",
          configuredBy: fromEnvironment ? "environment" : "settings",
        },
      };
    return current.value;
  };
}
export type ResolvePayments = ReturnType<typeof createPaymentsInForce>;

/**
 * The webhook's secret_token against ours, in constant time (both sides hashed first, so the
 * lengths match and the comparison leaks neither length nor content). An empty secret on our
 * side refuses everything.
 */
export function webhookSecretMatches(expected: string, received: unknown): boolean {
  if (!expected || typeof received !== "string" || received.length === 0 || received.length > 1_000) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(expected), digest(received));
}
