import type { DemoContent } from "#server/db/seed/seed-types";
import { companyProfile } from "#server/db/seed/data/company-profile";
import { guides } from "#server/db/seed/data/guides";
import { posts } from "#server/db/seed/data/posts";
import { products } from "#server/db/seed/data/products";
import { sitePages } from "#server/db/seed/data/site-pages";
import { testimonials } from "#server/db/seed/data/testimonials";
import { vehicleClasses } from "#server/db/seed/data/vehicle-classes";

/** The demo a fresh install starts with (seeded once; SEED_DEMO=false for an empty site). */
export const demoContent: DemoContent = { companyProfile, vehicleClasses, products, guides, posts, testimonials, sitePages };
