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

/**
 * The composition root: builds every feature's repository and service over one database and
 * returns what the HTTP layer needs. Features never import each other; they meet here.
 */
export function composeFeatures(db: Database, config: ServerConfig, _logger: Logger) {
  const settingsRepository = createSettingsRepository(db);
  const content = createContentService(createContentRepository(db));
  const products = createProductsService(createProductsRepository(db));
  const testimonials = createTestimonialsService(createTestimonialsRepository(db));
  const company = createCompanyProfileService(settingsRepository);

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
  };

  const routers: Hono[] = [seoRoutes({ siteUrl: config.siteUrl, content, livePagePublished: () => false })];
  return { api, routers, settingsRepository };
}
