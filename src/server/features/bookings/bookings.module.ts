import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { randomHex } from "#server/platform/auth/tokens";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { createBookingCreateRepository } from "./booking-create.repository";
import { bookingCreateRoutes } from "./booking-create.routes";
import { createBookingCreateService } from "./booking-create.service";
import { createBookingSettings } from "./booking-settings";
import { createCatalogueRepository } from "./catalogue.repository";
import { createQuoteTokens } from "./quote-token";
import { quoteRoutes } from "./quote.routes";
import { createQuoteService } from "./quote.service";
import { createSigningKey } from "./signing-key";
import { createTokenLinksRepository } from "./token-links.repository";
import { createTokenLinks } from "./token-links.service";
import { createTripPricing } from "./trip-pricing.service";

/**
 * Bookings (issue 11): quotes, the public booking form's submission, the customer's booking link,
 * and the services staff screens use (admin/). With RIHLA_BENCH_RELAXED_LIMITS=1 (benchmarks and
 * the storm test; config.ts refuses it in production or on a public SITE_URL) the captcha and
 * per-address limits are off.
 */
export const bookingsModule: FeatureModuleFactory = (ctx) => {
  const relaxed = ctx.config.RIHLA_BENCH_RELAXED_LIMITS === "1";
  if (relaxed) ctx.logger.warn("RIHLA_BENCH_RELAXED_LIMITS=1: bookings run without captcha and per-address limits (benchmarks only)");
  const admit = relaxed ? null : createAnonymousWriteGate(ctx.limiter, ctx.trustProxy);
  const settings = createBookingSettings();
  const signingKey = createSigningKey(async () => ctx.config.AUTH_SECRET ?? String(await ctx.settings.setIfAbsent("bookings_signing_key", randomHex(32))));
  const quoteTokens = createQuoteTokens(signingKey);
  const pricing = createTripPricing({ catalogue: createCatalogueRepository(ctx.db), settings });
  const quotes = createQuoteService({ pricing, quoteTokens });
  const tokenLinksRepository = createTokenLinksRepository(ctx.db);
  const tokenLinks = createTokenLinks(tokenLinksRepository);
  const bookings = createBookingCreateService({
    repository: createBookingCreateRepository(ctx.db, tokenLinksRepository),
    pricing,
    quoteTokens,
    signingKey,
    settings,
    siteUrl: ctx.siteUrl,
  });
  void tokenLinks;
  return {
    name: "bookings",
    routes: [quoteRoutes({ quotes, admit }), bookingCreateRoutes({ bookings, captcha: ctx.captcha, admit, trustProxy: ctx.trustProxy })],
  };
};
