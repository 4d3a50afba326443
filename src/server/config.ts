import path from "node:path";
import { z } from "zod";
import { CAPTCHA_PROVIDERS } from "#shared/config/public-config";

/**
 * Every environment variable the server reads, validated once at start-up.
 * A bad value stops the process with a list of every bad key (ARCHITECTURE rule 6).
 * The public subset (SITE_URL, CAPTCHA_*, SENTRY_DSN, APP_ENV) is checked again by the
 * spec's browser rules in the page itself, so it is only loosely typed here.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const serviceUrl = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => value.toLowerCase() === "off" || /^https?:\/\/\S+$/.test(value), "must be an http(s):// address or off")
      .default(fallback),
  );
/** The Haram's live broadcast (Saudi Quran TV's YouTube channel), embedded without cookies. */
export const DEFAULT_MAKKAH_LIVE_STREAM_URL = "https://www.youtube-nocookie.com/embed/live_stream?channel=UCos52azQNBgW63_9uDJoPDA";

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: optionalString,
  APP_ENV: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, "must be at least 12 characters").max(128, "must be at most 128 characters").optional()),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default("altcha"),
  HCAPTCHA_SITE_KEY: optionalString,
  HCAPTCHA_SECRET: optionalString,
  SENTRY_DSN: optionalString,
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Rihla <no-reply@rihla.local>"),
  // WhatsApp Cloud API (issue 22): when WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set
  // they win over the WhatsApp integration stored on /admin/configurations. WHATSAPP_API_URL points
  // at a stand-in on this machine (scripts/whatsapp-stand-in.ts); unset, Meta's Graph API.
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/, "must be digits only").optional()),
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/, "must be digits only").optional()),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, "must be an http(s):// address")
      .optional(),
  ),
  // Moyasar (issue 25): online payment exists only when MOYASAR_SECRET_KEY and
  // MOYASAR_PUBLISHABLE_KEY are set here or in the payments integration on /admin/configurations
  // (the environment wins). MOYASAR_API_URL points at a stand-in (scripts/moyasar-stand-in.ts);
  // unset, https://api.moyasar.com/v1. MOYASAR_WEBHOOK_SECRET is the webhook's secret_token.
  MOYASAR_SECRET_KEY: optionalString,
  MOYASAR_PUBLISHABLE_KEY: optionalString,
  MOYASAR_WEBHOOK_SECRET: optionalString,
  MOYASAR_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, "must be an http(s):// address")
      .optional(),
  ),
  // Quick tools' outside services (DESIGN "Outside services"); a URL set to "off" disables it.
  PRAYER_TIMES_SERVICE: z.enum(["on", "off"]).default("off"),
  PRAYER_TIMES_API_URL: serviceUrl("https://api.aladhan.com/v1/timings"),
  EXCHANGE_RATES_API_URL: serviceUrl("https://open.er-api.com/v6/latest"),
  WEATHER_API_URL: serviceUrl("https://api.open-meteo.com/v1/forecast"),
  OUTSIDE_SERVICES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Benchmarks and storm tests only: bookings skip the captcha and per-address limits. Refused outside a loopback test set-up. */
  RIHLA_BENCH_RELAXED_LIMITS: z.enum(["0", "1"]).default("0"),
  // File storage: S3-compatible object storage when S3_BUCKET is set (it then wins over the
  // object-storage integration stored on /admin/configurations), else the data folder.
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, "must be an http(s):// address")
      .optional(),
  ),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Backups (README "Backups"): a daily archive of the PGlite database and the uploaded files.
  BACKUP_DIR: optionalString,
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .refine((value) => value === "off" || /^\S+(\s+\S+){4,5}$/.test(value), "must be a cron pattern (5 or 6 fields) or off")
    .default("0 3 * * *"),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  MAKKAH_LIVE_STREAM_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      // http only on this machine (tests serve a stand-in page); anything public must be https.
      .refine((value) => value === "off" || /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])\S+$/.test(value), "must be an https:// address or off")
      .default(DEFAULT_MAKKAH_LIVE_STREAM_URL),
  ),
});

/** Rules across keys; kept apart so they are reported even when another key is also bad. */
function crossKeyProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.CAPTCHA_PROVIDER === "hcaptcha" && !env.HCAPTCHA_SECRET) {
    problems.push("HCAPTCHA_SECRET: is required when CAPTCHA_PROVIDER=hcaptcha");
  }
  if (env.RIHLA_BENCH_RELAXED_LIMITS === "1") {
    if (env.NODE_ENV === "production") problems.push("RIHLA_BENCH_RELAXED_LIMITS: must not be set when NODE_ENV=production");
    if (env.SITE_URL && !isLoopbackUrl(env.SITE_URL)) problems.push("RIHLA_BENCH_RELAXED_LIMITS: only allowed when SITE_URL is a loopback address");
  }
  return problems;
}

function isLoopbackUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export interface ServerConfig extends ServerEnv {
  dataDir: string;
  /** BACKUP_DIR, else <data folder>/backups. */
  backupDir: string;
  siteUrl: string;
  /** APP_ENV, else "production" under NODE_ENV=production, else "development": what error reports and the pages call this deployment. */
  environment: "development" | "staging" | "production";
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)), ...crossKeyProblems(env)];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const value = parsed.data;
  const shownHost = value.HOST === "0.0.0.0" || value.HOST === "::" ? "localhost" : value.HOST;
  return {
    ...value,
    dataDir: path.resolve(value.DATA_DIR),
    backupDir: path.resolve(value.BACKUP_DIR ?? path.join(value.DATA_DIR, "backups")),
    siteUrl: (value.SITE_URL ?? `http://${shownHost}:${value.PORT}`).replace(/\/$/, ""),
    environment: (value.APP_ENV ?? (value.NODE_ENV === "production" ? "production" : "development")) as ServerConfig["environment"],
  };
}
