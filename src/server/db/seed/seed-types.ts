import type { CompanyProfile } from "#shared/company/company-profile.schema";
import type { ExtraKind } from "#shared/bookings/extras";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Zone } from "#shared/bookings/zones";
import type { PriceUnit, ProductKind } from "#shared/products/product-kinds";
import type { DocumentKind, OperatorStatus } from "#shared/dispatch/dispatch-constants";
import type { OperatorInput } from "#shared/operators/operator.schema";

/** The demo content as the seed stores it, assembled from content/ by load-content.ts. Images are paths under /images. */
export interface SeedVehicleClass {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  passengers: number;
  bags: number;
  features: LocalizedText[];
}

export interface SeedPrice {
  vehicleClass: string;
  unit: PriceUnit;
  amountHalalas: number;
  minimumHours?: number;
}

export interface SeedProduct {
  slug: string;
  kind: ProductKind;
  name: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  image: string;
  stops?: LocalizedText[];
  routes: SeedRoute[];
}

export interface SeedRoute {
  from: Zone;
  to?: Zone;
  bothWays?: boolean;
  prices: SeedPrice[];
}

export interface SeedArticle {
  slug: string;
  /** The Arabic page's own slug (the Arabic file's front matter); absent: the English one. */
  slugAr?: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  coverImage: string;
  /** Days before the seeding day, so the demo always looks fresh. */
  publishedDaysAgo: number;
  seoTitle?: LocalizedText;
  seoDescription?: LocalizedText;
}

export interface SeedPost extends SeedArticle {
  tags: string[];
  author: string;
}

export interface SeedGuide extends SeedArticle {
  category: string;
}

export interface SeedTestimonial {
  name: string;
  country: string;
  rating: number;
  text: string;
  language: "en" | "ar";
  featured: boolean;
  daysAgo: number;
}

export interface SeedSitePage {
  slug: "privacy" | "terms";
  title: LocalizedText;
  body: LocalizedText;
}

export interface SeedExtra {
  kind: ExtraKind;
  name: LocalizedText;
  priceHalalas: number;
}

export interface SeedSeason {
  name: LocalizedText;
  startDate: string;
  endDate: string;
  multiplierBasisPoints: number;
  /** A product's slug, or absent for every product. */
  product?: string;
}

/** A demo operator: the admin form's fields, its status, and document expiries in days from the seeding day. */
export interface SeedOperator extends Omit<OperatorInput, "documents"> {
  status: OperatorStatus;
  documents: { kind: DocumentKind; number: string; expiresInDays: number }[];
}

export interface DemoContent {
  companyProfile: CompanyProfile;
  vehicleClasses: SeedVehicleClass[];
  products: SeedProduct[];
  guides: SeedGuide[];
  posts: SeedPost[];
  testimonials: SeedTestimonial[];
  sitePages: SeedSitePage[];
  extras: SeedExtra[];
  seasons: SeedSeason[];
  operators: SeedOperator[];
}
