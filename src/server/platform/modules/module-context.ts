import type { DatabaseHandle, Database } from "#server/db/client";
import type { ServerConfig } from "#server/config";
import { createAuditLog, type AuditLog } from "#server/platform/audit/audit-log";
import { createAuthSettings, lifetimesOf, type AuthSettingsSource } from "#server/platform/auth/auth-settings";
import { createSecretBox, type SecretBox } from "#server/platform/auth/secret-box";
import { createSecurityLog, type SecurityLog } from "#server/platform/auth/security-log";
import { cookiesMustBeSecure } from "#server/platform/auth/session-cookie";
import { createSessionStore, type SessionStore } from "#server/platform/auth/session-store";
import { randomHex } from "#server/platform/auth/tokens";
import { createAltchaCaptcha } from "#server/platform/captcha/altcha-captcha";
import { createCaptchaInForce, type CaptchaInForce } from "#server/platform/captcha/captcha-in-force";
import { storedHcaptcha } from "#server/platform/settings/stored-hcaptcha";
import { effectiveIntegration } from "#server/platform/settings/integration-values";
import { createErrorReportingInForce, type ErrorReportingInForce } from "#server/platform/error-reporting/error-reporting-in-force";
import { startSentryNode } from "#server/platform/error-reporting/sentry-node-service";
import { createHcaptchaCaptcha } from "#server/platform/captcha/hcaptcha-captcha";
import type { Logger } from "#server/platform/logger/logger";
import { createChangeSignal, type ChangeSignal } from "./change-signal";
import type { DashboardChart, DashboardTile } from "./dashboard-tile";
import { createRequestMetrics, type RequestMetrics } from "#server/platform/metrics/request-metrics";
import { createOutbox, type Outbox } from "#server/platform/outbox/outbox";
import { createMessaging, type Messaging } from "#server/platform/messaging/messaging";
import type { TaskStatus } from "#server/platform/scheduler/scheduler";
import { createRealtimeChannels } from "#server/platform/realtime/realtime-channels";
import { createRealtimeHub, type RealtimeHub } from "#server/platform/realtime/realtime-hub";
import { createRateLimiter, type RateLimiter } from "#server/platform/rate-limit/rate-limit";
import { createSettingsRepository, type SettingsRepository } from "#server/platform/settings/settings.repository";
import { createSiteSettingsCache, type SiteSettingsCache } from "#server/platform/settings/site-settings-cache";

/** The running process as /api/health and /api/ready report it. */
export interface RuntimeState {
  isReady(): boolean;
  ping(): Promise<boolean>;
  databaseKind: DatabaseHandle["kind"];
  startedAt: Date;
  version: string;
}

/**
 * What every feature module receives: the database (for its own repositories), the validated
 * configuration, the logger, and the platform services shared by all features. A feature that
 * needs another feature's service gets it from here or from the module list, never by importing
 * the other feature's files.
 */
export interface ModuleContext {
  /** Only the feature's `*.repository.ts` files query it (lint enforces). */
  db: Database;
  config: ServerConfig;
  logger: Logger;
  siteUrl: string;
  /** X-Forwarded-For is trusted only behind our own proxy (TRUST_PROXY). */
  trustProxy: boolean;
  secureCookies: boolean;
  settings: SettingsRepository;
  /** Site settings and feature flags, read at most every 5 s per process (invalidated on save). */
  siteSettings: SiteSettingsCache;
  limiter: RateLimiter;
  /** The captcha in force (environment, else a tested hCaptcha stored on /admin/configurations, else ALTCHA). */
  captcha: CaptchaInForce;
  /** The error-reporting service in force (SENTRY_DSN, else the address saved on /admin/configurations, else none). */
  errorReporting: ErrorReportingInForce;
  audit: AuditLog;
  securityLog: SecurityLog;
  outbox: Outbox;
  /**
   * Every message goes out through here (issue 22): `send` composes a purpose's edited template
   * (or its default) into the outbox; `raise` lets the workflow rules act on a lifecycle event.
   */
  messaging: Messaging;
  sessions: SessionStore;
  authSettings: AuthSettingsSource;
  secretBox: SecretBox;
  runtime: RuntimeState;
  /**
   * Every module's dashboard tiles. Late-bound: modules are built one by one, so this answers
   * only once start-up has composed them all (it is set right after composeModules).
   */
  dashboardTiles: () => readonly DashboardTile[];
  /** Every module's dashboard charts; late-bound like dashboardTiles. */
  dashboardCharts: () => readonly DashboardChart[];
  /** This process's request figures and Prometheus registry (the HTTP layer feeds it). */
  metrics: RequestMetrics;
  /** The scheduler's tasks with their last run in this process. Late-bound: the scheduler starts after the modules. */
  schedulerStatus: () => TaskStatus[];
  /** Empties this process's page cache (after a setting every public page shows changed). Late-bound like dashboardTiles. */
  clearPageCache: () => void;
  /** Bumped by admin products after every committed catalogue write: pricing's in-memory catalogue reads again. */
  catalogueChanged: ChangeSignal;
  /**
   * The realtime hub: features define their channels (`realtime.channels.define`) and publish
   * ids and versions after a change is committed (`realtime.publish(topic, event)`).
   */
  realtime: RealtimeHub;
  /**
   * A random token for commands on this machine (npm run backup) to ask the running server for
   * work: written to <data folder>/server.lock.json (mode 0600), new at every start.
   */
  localControlToken: string;
  /** PGlite's dump of its data folder while it runs (absent on PostgreSQL). */
  snapshotDatabase: (() => Promise<Uint8Array>) | null;
}

export function createModuleContext(input: {
  database: Pick<DatabaseHandle, "db" | "kind" | "ping" | "snapshot">;
  config: ServerConfig;
  logger: Logger;
  isReady: () => boolean;
  version: string;
}): ModuleContext {
  const { config } = input;
  const db = input.database.db;
  const settings = createSettingsRepository(db);
  const secretBox = createSecretBox(async () => config.AUTH_SECRET ?? String(await settings.setIfAbsent("auth_encryption_key", randomHex(32))));
  const captcha = createCaptchaInForce({
    altcha: createAltchaCaptcha({ db, loadSecrets: async (generate) => settings.setIfAbsent("altcha_secrets", generate()) }),
    environment:
      config.CAPTCHA_PROVIDER === "hcaptcha"
        ? { verifier: createHcaptchaCaptcha({ secret: config.HCAPTCHA_SECRET ?? "", siteKey: config.HCAPTCHA_SITE_KEY }), siteKey: config.HCAPTCHA_SITE_KEY }
        : null,
    stored: () => storedHcaptcha({ settings, secretBox, config }),
    hcaptcha: (stored) => createHcaptchaCaptcha(stored),
  });
  const errorReporting = createErrorReportingInForce({
    environmentDsn: config.SENTRY_DSN,
    stored: async () => (await effectiveIntegration({ settings, secretBox, config }, "errorReporting")).dsn,
    start: (dsn) => startSentryNode({ dsn, environment: config.environment, siteUrl: config.siteUrl }),
    logger: input.logger,
  });
  const sessions = createSessionStore(db);
  const authSettings = createAuthSettings(settings.get);
  const realtime = createRealtimeHub({
    channels: createRealtimeChannels(),
    logger: input.logger,
    sessionRole: async (sessionId) => {
      const session = await sessions.peek(sessionId, lifetimesOf(await authSettings.current()));
      return session?.stage === "full" ? session.user.role : null;
    },
  });
  return {
    db,
    config,
    logger: input.logger,
    siteUrl: config.siteUrl,
    trustProxy: config.TRUST_PROXY === "true",
    secureCookies: cookiesMustBeSecure(config.siteUrl),
    settings,
    siteSettings: createSiteSettingsCache(settings),
    limiter: createRateLimiter(db),
    captcha,
    errorReporting,
    audit: createAuditLog(db),
    securityLog: createSecurityLog(db),
    outbox: createOutbox(db),
    messaging: createMessaging(db),
    sessions,
    authSettings,
    realtime,
    secretBox,
    dashboardTiles: () => [],
    dashboardCharts: () => [],
    clearPageCache: () => {},
    catalogueChanged: createChangeSignal(),
    localControlToken: randomHex(32),
    snapshotDatabase: input.database.snapshot ?? null,
    metrics: createRequestMetrics(),
    schedulerStatus: () => [],
    runtime: { isReady: input.isReady, ping: input.database.ping, databaseKind: input.database.kind, startedAt: new Date(), version: input.version },
  };
}
