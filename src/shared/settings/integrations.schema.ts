import { z } from "zod";
import { safeText } from "../validation/safe-text";

/**
 * The outside services an administrator configures on /admin/configurations. Secret fields are
 * sealed at rest, never sent back to the browser (only their first and last 4 characters), and
 * an environment variable, when set, wins over what is stored.
 */
export const INTEGRATIONS_KEY = "integrations";
/** The last test of each integration on /admin/configurations (a saved change clears its entry). */
export const INTEGRATION_TESTS_KEY = "integration_tests";
export const INTEGRATION_NAMES = ["smtp", "whatsapp", "captcha", "errorReporting", "objectStorage", "payments"] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

interface FieldSpec {
  secret: boolean;
  schema: z.ZodType<string>;
}
const plain = (schema: z.ZodType<string>): FieldSpec => ({ secret: false, schema });
const secret = (schema: z.ZodType<string> = safeText({ min: 1, max: 500 })): FieldSpec => ({ secret: true, schema });
const https = safeText({ max: 500 }).refine((v) => /^https?:\/\/\S+$/.test(v), "Use an http(s):// address");

export const INTEGRATION_FIELDS = {
  smtp: {
    url: secret(safeText({ max: 500 }).refine((v) => /^smtps?:\/\/\S+$/.test(v), "Use smtp://user:password@host:587 or smtps://…:465")),
    from: plain(safeText({ min: 3, max: 200 })),
  },
  whatsapp: {
    apiUrl: plain(https),
    phoneNumberId: plain(safeText({ min: 1, max: 40 }).refine((v) => /^\d+$/.test(v), "Digits only")),
    accessToken: secret(),
    appSecret: secret(),
  },
  captcha: {
    provider: plain(z.enum(["altcha", "hcaptcha"], "Choose altcha or hcaptcha")),
    siteKey: plain(safeText({ max: 100 })),
    secret: secret(),
  },
  errorReporting: {
    dsn: plain(safeText({ max: 500 }).refine((v) => /^https:\/\/[^@\s]+@[^/\s]+\/\S+$/.test(v), "Use https://<key>@host/<project>")),
  },
  objectStorage: {
    endpoint: plain(https),
    region: plain(safeText({ min: 1, max: 40 })),
    bucket: plain(safeText({ min: 3, max: 63 }).refine((v) => /^[a-z0-9][a-z0-9.-]+[a-z0-9]$/.test(v), "Lowercase letters, digits, dots and hyphens")),
    accessKeyId: plain(safeText({ min: 1, max: 128 })),
    secretAccessKey: secret(),
  },
  /** Moyasar (issue 25): without both keys there is no online payment anywhere. */
  payments: {
    apiUrl: plain(https),
    publishableKey: plain(safeText({ min: 1, max: 200 }).refine((v) => /^pk_(test|live)_\S+$/.test(v), "Use the pk_test_… or pk_live_… key")),
    secretKey: secret(safeText({ min: 1, max: 200 }).refine((v) => /^sk_(test|live)_\S+$/.test(v), "Use the sk_test_… or sk_live_… key")),
    webhookSecret: secret(),
  },
} as const satisfies Record<IntegrationName, Record<string, FieldSpec>>;

export type IntegrationField<N extends IntegrationName> = keyof (typeof INTEGRATION_FIELDS)[N] & string;

export const isSecretField = (name: IntegrationName, field: string): boolean => (INTEGRATION_FIELDS[name] as Record<string, FieldSpec>)[field]?.secret ?? false;

/**
 * One integration's change: a field set to a text replaces it, null clears it, absent keeps it
 * (the form never has a secret's value to send back).
 */
export function integrationUpdateSchema(name: IntegrationName) {
  const fields = INTEGRATION_FIELDS[name] as Record<string, FieldSpec>;
  return z.object(Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, spec.schema.nullable().optional()]))).strict();
}

export const integrationChangeSchema = z.object({
  name: z.enum(INTEGRATION_NAMES),
  values: z.record(z.string().max(40), z.unknown()),
});
export const integrationTestSchema = z.object({ name: z.enum(INTEGRATION_NAMES) });

export interface IntegrationFieldView {
  /** The value itself for plain fields; first 4 and last 4 characters for secrets. */
  shown: string;
  set: boolean;
  secret: boolean;
}

export interface IntegrationView {
  name: IntegrationName;
  /** The environment sets this integration: stored values are kept but not used. */
  fromEnvironment: boolean;
  configured: boolean;
  fields: Record<string, IntegrationFieldView>;
  lastTest: IntegrationTestResult | null;
}

export interface IntegrationTestResult {
  ok: boolean;
  /** What happened, in words an administrator can act on. */
  message: string;
  ms: number;
  at: string;
}
