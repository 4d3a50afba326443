import { randomHex } from "#server/platform/auth/tokens";
import type { ModuleContext } from "#server/platform/modules/module-context";
import { createBookingCreateRepository } from "./booking-create.repository";
import { createBookingCreateService } from "./booking-create.service";
import { createBookingEvents } from "./booking-events";
import { createBookingInfoRepository } from "./booking-info.repository";
import { createBookingInfoService } from "./booking-info.service";
import { createBookingLookupService } from "./booking-lookup.service";
import { createBookingSettings, readBookingPolicy } from "./booking-settings";
import { createBookingTransitionRepository } from "./booking-transition.repository";
import { createBookingTransitions } from "./booking-transition.service";
import { createCatalogueCache } from "./catalogue-cache";
import { createCatalogueRepository } from "./catalogue.repository";
import { createQuoteTokens } from "./quote-token";
import { createQuoteService } from "./quote.service";
import { createSigningKey } from "./signing-key";
import { createTokenLinksRepository } from "./token-links.repository";
import { createTokenLinks } from "./token-links.service";
import { createTripPricing } from "./trip-pricing.service";
import { createDispatchServices, type DispatchServices } from "./dispatch/dispatch-services";
import { createTrackingServices } from "./tracking/tracking-services";
import { localizePath } from "#shared/i18n/localized-path";

/**
 * The bookings services, built once per process over the module context. The public routes and
 * the staff routes (admin/) use the same instances:
 * - quotes.quote(request) — prices a trip (POST /api/quotes);
 * - bookings.create(input, { source, idempotencyKey?, checkCaptcha?, createdByUserId? }) — stores a booking;
 * - transitions.transition({ bookingId, to, actor, source, note?, userId?, expectedVersion?, quote? }) — every status change;
 * - tokenLinks.issue / verify / revoke / reissue — capability links (booking now, operator links later);
 * - info.view / accept / cancel (the customer's link) and lookup.lookup (find my booking);
 * - dispatch — operators on legs (dispatch/dispatch-services.ts), the operator pages' service included;
 * - tracking — live tracking (tracking/tracking-services.ts): positions, track links, the track view and map.
 */
export function createBookingsServices(
  ctx: Pick<ModuleContext, "db" | "config" | "settings" | "siteSettings" | "siteUrl" | "logger" | "catalogueChanged" | "realtime" | "audit" | "messaging">,
) {
  const events = createBookingEvents(ctx.realtime);
  const settings = createBookingSettings(readBookingPolicy(ctx.siteSettings));
  const signingKey = createSigningKey(async () => ctx.config.AUTH_SECRET ?? String(await ctx.settings.setIfAbsent("bookings_signing_key", randomHex(32))));
  const quoteTokens = createQuoteTokens(signingKey);
  const pricing = createTripPricing({ catalogue: createCatalogueCache(createCatalogueRepository(ctx.db), ctx.catalogueChanged), settings });
  const tokenLinksRepository = createTokenLinksRepository(ctx.db);
  const tokenLinks = createTokenLinks(tokenLinksRepository);
  const transitionRepository = createBookingTransitionRepository(ctx.db);
  // Dispatch and the booking transitions need each other: a cancelled booking tells its legs'
  // operators (in the cancellation's transaction), and a booking whose last leg ended is completed.
  let dispatch: DispatchServices | null = null;
  const transitions = createBookingTransitions({
    repository: transitionRepository,
    siteUrl: ctx.siteUrl,
    events,
    messaging: ctx.messaging,
    legsCancelled: (tx, jobIds) => dispatch?.system.legsCancelled(tx, jobIds) ?? Promise.resolve(),
  });
  // Live tracking: the customer's track link follows the leg's moves (issued on start, ended 2 h after it ends).
  const tracking = createTrackingServices(ctx);
  dispatch = createDispatchServices(ctx, {
    tokenLinks,
    events,
    // The workflow rule `job.started` sends the customer the link (not the built-in text).
    onMoved: (tx, job, outcome) => tracking.trackLinks.legMoved(tx, job, outcome, { send: false }),
    trackingLinkFor: (jobId, tx) => tracking.trackLinks.trackingLinkFor(jobId, tx),
    completeBooking: (bookingId) => transitions.transition({ bookingId, to: "completed", actor: "system", source: "system" }),
  });
  const infoRepository = createBookingInfoRepository(ctx.db);
  return {
    settings,
    events,
    pricing,
    quoteTokens,
    quotes: createQuoteService({ pricing, quoteTokens }),
    tokenLinks,
    bookings: createBookingCreateService({
      repository: createBookingCreateRepository(ctx.db),
      pricing,
      quoteTokens,
      signingKey,
      settings,
      siteUrl: ctx.siteUrl,
      messaging: ctx.messaging,
      events,
    }),
    transitions,
    dispatch,
    tracking,
    info: createBookingInfoService({
      repository: infoRepository,
      tokenLinks,
      transitions,
      transitionRepository,
      settings,
      // The leg's live track link, as the page in the customer's language (tracking-web lane).
      trackingPathOf: async (jobId, language) => {
        const url = await tracking.trackLinks.trackingLinkFor(jobId);
        return url ? localizePath(new URL(url).pathname, language) : null;
      },
    }),
    lookup: createBookingLookupService({
      repository: infoRepository,
      siteUrl: ctx.siteUrl,
      messaging: ctx.messaging,
      onError: (error) => ctx.logger.error({ err: error }, "booking lookup: the link could not be sent"),
    }),
  };
}
export type BookingsServices = ReturnType<typeof createBookingsServices>;
