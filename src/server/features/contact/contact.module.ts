import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { gated } from "#server/platform/settings/feature-gate";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { createContactRepository } from "./contact.repository";
import { contactInboxRoutes } from "./contact-inbox.routes";
import { contactReplyRoutes } from "./contact-reply.routes";
import { contactRoutes } from "./contact.routes";
import { contactCharts } from "./contact-chart.repository";
import { contactTiles } from "./contact-tiles.repository";
import { createContactService } from "./contact.service";

/** Contact messages are kept for a year, then removed (README, security: anonymous writes). */
export const CONTACT_RETENTION_DAYS = 365;

/** The contact form (with its captcha challenge): an anonymous write, limited per address and overall. */
export const contactModule: FeatureModuleFactory = ({ db, captcha, limiter, trustProxy, logger, audit, siteSettings, outbox }) => {
  const repository = createContactRepository(db);
  const contact = createContactService({ repository, captcha });
  return {
    name: "contact",
    tiles: contactTiles(db),
    charts: contactCharts(db),
    // Switched off on /admin/configurations, the form's endpoint answers 404 (the page shows the contacts only).
    routes: [
      gated(contactRoutes({ contact, captcha, admit: createAnonymousWriteGate(limiter, trustProxy), trustProxy }), siteSettings, "contactForm", [
        "/api/contact",
      ]),
    ],
    adminRoutes: [...contactInboxRoutes({ repository, audit }), ...contactReplyRoutes({ repository, audit, outbox })],
    schedules: [
      {
        name: "contact.purge-old-messages",
        pattern: "30 3 * * *",
        run: async () => {
          const purged = await repository.deleteReceivedBefore(new Date(Date.now() - CONTACT_RETENTION_DAYS * 24 * 60 * 60_000));
          if (purged > 0) logger.info({ purged }, "old contact messages purged");
        },
      },
    ],
  };
};
