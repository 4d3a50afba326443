import type { ServerConfig } from "#server/config";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { SecretBox } from "#server/platform/auth/secret-box";
import {
  INTEGRATION_NAMES,
  INTEGRATION_TESTS_KEY,
  INTEGRATIONS_KEY,
  integrationUpdateSchema,
  isSecretField,
  type IntegrationName,
  type IntegrationTestResult,
  type IntegrationView,
} from "#shared/settings/integrations.schema";
import type { ConfigurationsRepository } from "./configurations.repository";
import { probeIntegration } from "./integration-probes";
import {
  environmentIntegrations,
  fieldViews,
  maskedForAudit,
  openIntegration,
  storedIntegrationsFrom,
  type IntegrationValues,
  type StoredIntegrations,
} from "#server/platform/settings/integration-values";

const TESTS_KEY = INTEGRATION_TESTS_KEY;

export type IntegrationChange = { kind: "done" } | { kind: "invalid"; fieldErrors: Record<string, string> } | { kind: "environment"; message: string };

/**
 * Integrations: sealed at rest with the platform's secret box, opened only on the server (to use
 * or to test them), shown masked, and overridden by the environment where it sets them.
 */
export function createIntegrationsService(deps: {
  repository: ConfigurationsRepository;
  secretBox: SecretBox;
  audit: AuditLog;
  config: ServerConfig;
  /** After a save or a test: the adapters reading these values (captcha) read them again. */
  changed?: () => Promise<void> | void;
}) {
  const { repository, secretBox, audit } = deps;
  const environment = environmentIntegrations(deps.config);

  const open = (name: IntegrationName, stored: IntegrationValues | undefined) => openIntegration(secretBox, name, stored);

  const readStored = async () => storedIntegrationsFrom(await repository.get(INTEGRATIONS_KEY));
  const readTests = async () => ((await repository.get(TESTS_KEY)) ?? {}) as Partial<Record<IntegrationName, IntegrationTestResult>>;

  /** The values in force: the environment's when it sets the integration, else the stored ones. */
  async function effective(name: IntegrationName): Promise<IntegrationValues> {
    return environment[name] ?? open(name, (await readStored())[name]);
  }

  return {
    effective,

    async views(): Promise<IntegrationView[]> {
      const [stored, tests] = await Promise.all([readStored(), readTests()]);
      return Promise.all(
        INTEGRATION_NAMES.map(async (name) => {
          const values = environment[name] ?? (await open(name, stored[name]));
          return {
            name,
            fromEnvironment: Boolean(environment[name]),
            configured: Object.values(values).some((v) => v !== ""),
            fields: fieldViews(name, values),
            lastTest: tests[name] ?? null,
          };
        }),
      );
    },

    async update(actor: Actor, name: IntegrationName, input: unknown): Promise<IntegrationChange> {
      if (environment[name]) return { kind: "environment", message: "This integration is set by the environment; change it there." };
      const parsed = integrationUpdateSchema(name).safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[`values.${issue.path.join(".")}`] ??= issue.message;
        return { kind: "invalid", fieldErrors };
      }
      await repository.transaction(async (tx) => {
        const all: StoredIntegrations = storedIntegrationsFrom(await repository.getForUpdate(tx, INTEGRATIONS_KEY));
        const before = await open(name, all[name]);
        const after: IntegrationValues = { ...before };
        const sealed: IntegrationValues = { ...(all[name] ?? {}) };
        for (const [field, value] of Object.entries(parsed.data as Record<string, string | null | undefined>)) {
          if (value === undefined) continue;
          if (value === null || value === "") {
            delete after[field];
            delete sealed[field];
          } else {
            after[field] = value;
            sealed[field] = isSecretField(name, field) ? await secretBox.seal(value) : value;
          }
        }
        await repository.set(tx, INTEGRATIONS_KEY, { ...all, [name]: sealed });
        // The last test was of the old values: the new ones must be tested again (the captcha
        // switches to a stored hCaptcha only after a passed test).
        const tests = ((await repository.getForUpdate(tx, TESTS_KEY)) ?? {}) as Record<string, unknown>;
        if (name in tests) {
          const { [name]: _stale, ...rest } = tests;
          await repository.set(tx, TESTS_KEY, rest);
        }
        await audit.record(tx, actor, {
          action: "configurations.integration_update",
          entity: "integration",
          entityId: name,
          before: maskedForAudit(name, before),
          after: maskedForAudit(name, after),
        });
      });
      await deps.changed?.();
      return { kind: "done" };
    },

    /** Tries the integration with the values in force and keeps the outcome for the page. */
    async test(actor: Actor, name: IntegrationName): Promise<IntegrationTestResult> {
      const started = performance.now();
      const outcome = await probeIntegration(name, await effective(name)).catch((error: unknown) => ({
        ok: false,
        message: `The test failed: ${error instanceof Error ? error.message : String(error)}`,
      }));
      const result: IntegrationTestResult = { ...outcome, ms: Math.round(performance.now() - started), at: new Date().toISOString() };
      await repository.transaction(async (tx) => {
        const tests = ((await repository.getForUpdate(tx, TESTS_KEY)) ?? {}) as Record<string, unknown>;
        await repository.set(tx, TESTS_KEY, { ...tests, [name]: result });
        await audit.record(tx, actor, {
          action: "configurations.integration_test",
          entity: "integration",
          entityId: name,
          after: { ok: result.ok, message: result.message },
        });
      });
      await deps.changed?.();
      return result;
    },
  };
}
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
