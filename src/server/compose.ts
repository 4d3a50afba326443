import type { Hono } from "hono";
import type { Database } from "./db/client";
import type { ServerConfig } from "./config";
import type { PublicReadApi } from "#shared/content/public-read-api";
import { createContentRepository } from "./features/content/content.repository";
import { createContentService } from "./features/content/content.service";
import { seoRoutes } from "./features/content/seo.routes";
import { createProductsRepository } from "./features/products/products.repository";
import { createProductsService } from "./features/products/products.service";
import { createCompanyProfileService } from "./features/settings/company-profile.service";
import { createSettingsRepository } from "./features/settings/settings.repository";
import { createTestimonialsRepository } from "./features/testimonials/testimonials.repository";
import { createTestimonialsService } from "./features/testimonials/testimonials.service";
import type { Logger } from "./platform/logger/logger";
import { createAltchaCaptcha } from "./platform/captcha/altcha-captcha";
import type { CaptchaVerifier } from "./platform/captcha/captcha";
import { createHcaptchaCaptcha } from "./platform/captcha/hcaptcha-captcha";
import { clientIp } from "./platform/http/client-ip";
import { createRateLimiter } from "./platform/rate-limit/rate-limit";
import { createContactRepository } from "./features/contact/contact.repository";
import { createContactService } from "./features/contact/contact.service";
import { contactRoutes } from "./features/contact/contact.routes";
import { createErrorsRepository } from "./features/errors/errors.repository";
import { createErrorsService } from "./features/errors/errors.service";
import { errorsRoutes } from "./features/errors/errors.routes";
import { composeStaff } from "./compose-staff";
import { createQuickToolsService } from "./features/quick-tools/quick-tools.service";
import { quickToolsRoutes } from "./features/quick-tools/quick-tools.routes";
import { isOff } from "./platform/outside-services/fetch-json";
import { createPrayerTimesService } from "./platform/outside-services/prayer-times-service";
import { createExchangeRatesService } from "./platform/outside-services/exchange-rates-service";
import { createWeatherService } from "./platform/outside-services/weather-service";

/**
 * The composition root: builds every feature's repository and service over one database and
 * returns what the HTTP layer needs. Features never import each other; they meet here.
 */
export function composeFeatures(db: Database, config: ServerConfig, logger: Logger) {
  const settingsRepository = createSettingsRepository(db);
  const content = createContentService(createContentRepository(db));
  const products = createProductsService(createProductsRepository(db));
  const testimonials = createTestimonialsService(createTestimonialsRepository(db));
  const company = createCompanyProfileService(settingsRepository);
  const timeoutMs = config.OUTSIDE_SERVICES_TIMEOUT_MS;
  const quickTools = createQuickToolsService({
    prayerTimes:
      config.PRAYER_TIMES_SERVICE === "on" && !isOff(config.PRAYER_TIMES_API_URL)
        ? createPrayerTimesService({ baseUrl: config.PRAYER_TIMES_API_URL, timeoutMs })
        : null,
    rates: isOff(config.EXCHANGE_RATES_API_URL) ? null : createExchangeRatesService({ baseUrl: config.EXCHANGE_RATES_API_URL, timeoutMs }),
    weather: isOff(config.WEATHER_API_URL) ? null : createWeatherService({ baseUrl: config.WEATHER_API_URL, timeoutMs }),
    store: settingsRepository,
    logger,
    streamUrl: config.MAKKAH_LIVE_STREAM_URL === "off" ? null : config.MAKKAH_LIVE_STREAM_URL,
  });

  const api: PublicReadApi = {
    companyProfile: company.companyProfile,
    products: products.products,
    vehicleClasses: products.vehicleClasses,
    posts: content.posts,
    post: content.post,
    postTags: content.postTags,
    guides: content.guides,
    guide: content.guide,
    guideCategories: content.guideCategories,
    sitePage: content.sitePage,
    testimonials: testimonials.testimonials,
    ratingSummary: testimonials.ratingSummary,
    makkahLive: quickTools.makkahLive,
  };

  const limiter = createRateLimiter(db);
  const captcha: CaptchaVerifier =
    config.CAPTCHA_PROVIDER === "hcaptcha"
      ? createHcaptchaCaptcha({ secret: config.HCAPTCHA_SECRET ?? "", siteKey: config.HCAPTCHA_SITE_KEY })
      : createAltchaCaptcha({ db, loadSecrets: async (generate) => settingsRepository.setIfAbsent("altcha_secrets", generate()) });
  const contact = createContactService({ repository: createContactRepository(db), captcha });
  const errors = createErrorsService(createErrorsRepository(db));
  const trustProxy = config.TRUST_PROXY === "true";
  const staff = composeStaff(db, config, logger, { settingsRepository, limiter, captcha });

  const routers: Hono[] = [
    seoRoutes({ siteUrl: config.siteUrl, content, livePagePublished: () => config.MAKKAH_LIVE_STREAM_URL !== "off" }),
    quickToolsRoutes({ quickTools }),
    contactRoutes({ contact, captcha, limiter, trustProxy }),
    errorsRoutes({
      errors,
      // A broken page in a loop must not flood the log: 30 reports a minute per connection.
      allow: async (c) => {
        const result = await limiter.hit(`errors:${clientIp(c, trustProxy)}`, { limit: 30, windowMs: 60_000 });
        return result.allowed ? null : c.json({ error: "Too many error reports." }, 429);
      },
    }),
    ...staff.routers,
  ];
  return { api, routers, settingsRepository, errors, staff };
}
