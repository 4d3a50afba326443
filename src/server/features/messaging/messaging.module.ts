import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createSmtpMailer } from "#server/platform/mail/mailer";
import { startEmailWorker } from "#server/platform/outbox/email-worker";

/**
 * Sends the outbox's emails when SMTP is configured; without it they wait in the outbox for
 * admins to read on the security page.
 *
 * A worker loop, not a scheduled task: it polls every 5 s (below croner's useful grain for a
 * lock per run), several processes may safely work the outbox side by side (each claims its
 * rows with FOR UPDATE SKIP LOCKED), and a run under a task lock would hold a database
 * transaction open across slow SMTP conversations.
 */
export const messagingModule: FeatureModuleFactory = ({ config, outbox, logger }) => {
  const smtpUrl = config.SMTP_URL;
  return {
    name: "messaging",
    workers: smtpUrl
      ? [{ name: "email", start: () => startEmailWorker({ outbox, mailer: createSmtpMailer({ url: smtpUrl, from: config.MAIL_FROM }), logger }) }]
      : [],
  };
};
