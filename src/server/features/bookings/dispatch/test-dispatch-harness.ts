import type { Database } from "#server/db/client";
import { createAuditLog } from "#server/platform/audit/audit-log";
import { createSettingsRepository } from "#server/platform/settings/settings.repository";
import { createSiteSettingsCache } from "#server/platform/settings/site-settings-cache";
import type { BookingEvents } from "../booking-events";
import { createBookingTransitionRepository } from "../booking-transition.repository";
import { createBookingTransitions } from "../booking-transition.service";
import { createTokenLinksRepository } from "../token-links.repository";
import { createTokenLinks } from "../token-links.service";
import { createDispatchServices } from "./dispatch-services";
import { createMessaging } from "#server/platform/messaging/messaging";

/**
 * For tests: dispatch over a test server's database, as the running server builds it, with the
 * clock the test sets (the no-answer timeout and start links are tested by moving it, never by
 * waiting). The operator-side functions are the ones the token pages call.
 */
export function createTestDispatch(db: Database, now: () => Date = () => new Date(), events?: Pick<BookingEvents, "jobChanged">) {
  const settings = createSettingsRepository(db);
  const transitions = createBookingTransitions({
    repository: createBookingTransitionRepository(db),
    siteUrl: "http://rihla.test",
    messaging: createMessaging(db),
  });
  return createDispatchServices(
    { db, audit: createAuditLog(db), settings, siteSettings: createSiteSettingsCache(settings), siteUrl: "http://rihla.test", messaging: createMessaging(db) },
    {
      tokenLinks: createTokenLinks(createTokenLinksRepository(db), now),
      events,
      completeBooking: (bookingId) => transitions.transition({ bookingId, to: "completed", actor: "system", source: "system" }),
    },
    now,
  );
}
