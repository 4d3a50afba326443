import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createMailerInForce } from "#server/platform/mail/mailer-in-force";
import { startEmailWorker } from "#server/platform/outbox/email-worker";
import { messagingTiles } from "./messaging-tiles.repository";
import { createMessageTemplatesRepository } from "./message-templates.repository";
import { messageTemplatesRoutes } from "./message-templates.routes";
import { createMessageTemplatesService } from "./message-templates.service";
import { integrationInForce } from "#server/platform/settings/integration-in-force";

/**
 * Sends the outbox's emails when SMTP is configured (SMTP_URL, else the SMTP integration stored
 * on /admin/configurations, read again every 30 s); without it they wait in the outbox for admins
 * to read on the security page.
 *
 * A worker loop, not a scheduled task: it polls every 5 s (below croner's useful grain for a
 * lock per run), several processes may safely work the outbox side by side (each claims its
 * rows with FOR UPDATE SKIP LOCKED), and a run under a task lock would hold a database
 * transaction open across slow SMTP conversations.
 */
export const messagingModule: FeatureModuleFactory = ({ config, outbox, logger, settings, secretBox, db, audit }) => {
  const mailer = createMailerInForce(async () => {
    const smtp = await integrationInForce({ settings, secretBox, config }, "smtp");
    return smtp.url ? { url: smtp.url, from: smtp.from || config.MAIL_FROM } : null;
  });
  return {
    name: "messaging",
    tiles: messagingTiles(db),
    // Editable email and WhatsApp templates (issue 22): /admin/email-templates, /admin/whatsapp-templates.
    adminRoutes: messageTemplatesRoutes({ templates: createMessageTemplatesService({ repository: createMessageTemplatesRepository(db), audit, outbox }) }),
    workers: [{ name: "email", start: () => startEmailWorker({ outbox, mailer, logger }) }],
  };
};
