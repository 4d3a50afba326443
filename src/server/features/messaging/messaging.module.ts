import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createMailerInForce } from "#server/platform/mail/mailer-in-force";
import { startEmailWorker } from "#server/platform/outbox/email-worker";
import { createWhatsappDeliveryRepository } from "#server/platform/whatsapp/whatsapp-delivery.repository";
import { createWhatsappInForce } from "#server/platform/whatsapp/whatsapp-in-force";
import { startWhatsappWorker } from "#server/platform/whatsapp/whatsapp-worker";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { messagingTiles } from "./messaging-tiles.repository";
import { createWhatsappInboundRepository } from "./whatsapp-inbound.repository";
import { whatsappWebhookRoutes } from "./whatsapp-webhook.routes";
import { createWhatsappWebhookService } from "./whatsapp-webhook.service";
import { createMessageTemplatesRepository } from "./message-templates.repository";
import { messageTemplatesRoutes } from "./message-templates.routes";
import { createMessageTemplatesService } from "./message-templates.service";
import { createMetaTemplateSync } from "./meta-template-sync.service";
import { createOutboxAdminRepository } from "./outbox-admin.repository";
import { outboxAdminRoutes } from "./outbox-admin.routes";
import { createOutboxAdminService } from "./outbox-admin.service";
import { createTemplateStatusEventsRepository } from "./template-status-events.repository";
import { createTemplateStatusHandler } from "./template-status-webhook";
import { integrationInForce } from "#server/platform/settings/integration-in-force";
import { workflowRulesRoutes } from "./workflow-rules.routes";
import { createWorkflowRulesService } from "./workflow-rules.service";
import { effectiveIntegration } from "#server/platform/settings/integration-values";
import { createFileStorage } from "#server/platform/storage/file-storage";
import path from "node:path";
import { createWhatsappInboxRepository } from "./whatsapp-inbox.repository";
import { whatsappInboxRoutes } from "./whatsapp-inbox.routes";
import { createWhatsappInboxService } from "./whatsapp-inbox.service";
import { createWhatsappInboxMediaService } from "./whatsapp-inbox-media.service";

/**
 * Sends the outbox's emails when SMTP is configured (SMTP_URL, else the SMTP integration stored
 * on /admin/configurations, read again every 30 s), and its WhatsApp messages when the Cloud API
 * is (WHATSAPP_ACCESS_TOKEN + WHATSAPP_PHONE_NUMBER_ID, else the stored WhatsApp integration);
 * without them they wait in the outbox for admins to read on the security page.
 *
 * Worker loops, not scheduled tasks: they poll every 5 s (below croner's useful grain for a
 * lock per run), several processes may safely work the outbox side by side (each claims its
 * rows with FOR UPDATE SKIP LOCKED), and a run under a task lock would hold a database
 * transaction open across slow SMTP conversations.
 */
/** Staff pages (the WhatsApp inbox, its count in the navigation) listen here for { type: "whatsapp.message", conversationId }. */
export const WHATSAPP_TOPIC = "whatsapp";

export const messagingModule: FeatureModuleFactory = ({ config, outbox, logger, settings, secretBox, db, limiter, trustProxy, realtime, audit, messaging }) => {
  const mailer = createMailerInForce(async () => {
    const smtp = await integrationInForce({ settings, secretBox, config }, "smtp");
    return smtp.url ? { url: smtp.url, from: smtp.from || config.MAIL_FROM } : null;
  });
  const whatsapp = createWhatsappInForce(() => integrationInForce({ settings, secretBox, config }, "whatsapp"), {
    businessAccountId: config.WHATSAPP_BUSINESS_ACCOUNT_ID,
  });
  const delivery = createWhatsappDeliveryRepository(db);
  // Every staff member reads the inbox (admin and operations write in it): all of them hear it live.
  realtime.channels.define({ name: "whatsapp", permission: "dashboard.read", topic: WHATSAPP_TOPIC });
  const changed = (conversationId: number) => realtime.publish(WHATSAPP_TOPIC, { type: "whatsapp.message", conversationId });
  const inboxRepository = createWhatsappInboxRepository(db);
  const templatesRepository = createMessageTemplatesRepository(db);
  const templates = createMessageTemplatesService({ repository: templatesRepository, audit });
  const metaSync = createMetaTemplateSync({
    templates,
    repository: templatesRepository,
    whatsapp,
    businessAccountId: config.WHATSAPP_BUSINESS_ACCOUNT_ID,
    audit,
  });
  const inbox = createWhatsappInboxService({ repository: inboxRepository, templates, audit, changed });
  const media = createWhatsappInboxMediaService({
    repository: inboxRepository,
    storage: createFileStorage({
      root: path.join(config.dataDir, "files"),
      objectStorage: () => effectiveIntegration({ settings, secretBox, config }, "objectStorage"),
    }),
    whatsapp,
    logger,
  });
  // The worker's outcomes (sent, refused, dead-lettered) reach an open inbox live too.
  const tellInbox = (outboxId: number) =>
    void inboxRepository
      .conversationOfOutbox(outboxId)
      .then((conversationId) => conversationId !== null && changed(conversationId))
      .catch((error: unknown) => logger.warn({ err: error }, "whatsapp inbox event not published"));
  const workerDelivery: typeof delivery = {
    ...delivery,
    recordSent: async (id, providerId, at) => {
      await delivery.recordSent(id, providerId, at);
      tellInbox(id);
    },
    update: async (id, values) => {
      await delivery.update(id, values);
      tellInbox(id);
    },
  };
  const webhook = whatsappWebhookRoutes({
    verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    appSecret: async () => (await whatsapp())?.appSecret ?? "",
    admit: createAnonymousWriteGate(limiter, trustProxy),
    webhook: createWhatsappWebhookService({
      inbound: createWhatsappInboundRepository(db),
      delivery,
      templateStatus: createTemplateStatusHandler({ events: createTemplateStatusEventsRepository(db), sync: metaSync }),
    }),
    published: (ids) => ids.forEach(changed),
  });
  return {
    name: "messaging",
    routes: [webhook],
    tiles: messagingTiles(db),
    // Editable email and WhatsApp templates (issue 22): /admin/email-templates, /admin/whatsapp-templates.
    // "Send a test to me" (rate-limited per staff member) and Meta's approval statuses (sync button, schedule, webhook).
    // The outbox page's "Send again" of a dead letter and a booking's messages for its timeline.
    adminRoutes: [
      ...messageTemplatesRoutes({ templates, sync: metaSync, limiter }),
      ...outboxAdminRoutes({ outbox: createOutboxAdminService({ repository: createOutboxAdminRepository(db), audit }) }),
      // The WhatsApp inbox (issue 22): /admin/whatsapp-inbox.
      ...whatsappInboxRoutes({ inbox, media }),
      // Workflow rules (issue 22): /admin/workflow.
      ...workflowRulesRoutes({ rules: createWorkflowRulesService({ repository: messaging.repository, audit }) }),
    ],
    schedules: [
      {
        // Every 15 minutes when WhatsApp and the business account are configured; nothing to ask otherwise.
        name: "whatsapp-template-sync",
        pattern: "*/15 * * * *",
        run: async () => {
          if (!(await metaSync.configured())) return { kind: "off" };
          const outcome = await metaSync.sync(null);
          // A failed read shows as a failed run on the system dashboard.
          if (outcome.kind === "failed") throw new Error(`whatsapp template sync: ${outcome.error}`);
          return outcome;
        },
      },
      {
        // A rule's message that dead-lettered becomes its last failure; "WhatsApp, then email" sends the held email.
        name: "workflow.follow-up",
        pattern: "* * * * *",
        run: async () => {
          const count = await messaging.followUp();
          if (count > 0) logger.info({ count }, "workflow: failed messages noted");
        },
      },
    ],
    workers: [
      { name: "email", start: () => startEmailWorker({ outbox, mailer, logger }) },
      { name: "whatsapp", start: () => startWhatsappWorker({ repository: workerDelivery, resolve: whatsapp, logger }) },
    ],
  };
};
