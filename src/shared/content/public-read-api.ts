import type { PublicBookingView } from "../bookings/api-contract";
import type { OperatorPagesApi } from "../dispatch/operator-pages-api";
import type { CompanyProfile } from "../company/company-profile.schema";
import type { PublicConfig, PublicConfigCheck } from "../config/public-config";
import type { Language } from "../i18n/languages";
import type { Page } from "../pagination/page";
import type { PriceUnit, ProductKind } from "../products/product-kinds";
import type { ProductRoute } from "../products/product-routes";
import type { StaffPageAccess } from "../auth/staff-summary";
import type { MakkahLiveView } from "../quick-tools/quick-tools.schema";
import type { SiteFeatures } from "../settings/site-features";
import type { BookingTerms } from "../settings/booking-terms";
import type { PassageSegment } from "./search-passage";
import type { MapTiles } from "../tracking/map-tiles";
import type { TrackingReadApi } from "../tracking/tracking-api";

/*
 * What server-rendered public pages may read. The server implements it and hands it to
 * React Router as the load context, so route loaders never import server code (rule 2).
 * Every text is already in the requested language; HTML is already sanitised.
 */

export interface VehicleClassView {
  slug: string;
  name: string;
  description: string;
  image: string;
  passengers: number;
  bags: number;
  features: string[];
  /** The lowest price of an active service with this class (an hourly one for its minimum hours); null when none offers it. */
  fromHalalas: number | null;
}

export interface ProductPriceView {
  vehicleClassSlug: string;
  vehicleClassName: string;
  passengers: number;
  unit: PriceUnit;
  amountHalalas: number;
  minimumHours: number | null;
}

export interface ProductView {
  slug: string;
  kind: ProductKind;
  name: string;
  summary: string;
  descriptionHtml: string;
  image: string;
  /** Per vehicle class its lowest price over the routes (what "from" means). */
  prices: ProductPriceView[];
  /** What the service serves: the booking form offers only these places. */
  routes: ProductRoute[];
  /** Ziyarat tours: the stops in visiting order, in the page's language. */
  stops: string[];
  /** The lowest price, for "from SAR …" badges; null when no price is set. */
  fromHalalas: number | null;
}

export interface ArticleSummary {
  /** The article's slug in the requested language. */
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  publishedAt: string;
  readingMinutes: number;
  /** Blog tag slugs, or the guide's single category slug; labels in ./article-tags. */
  tags: string[];
  /** In search results only: the passage of the body that matched, its matches marked. */
  passage?: PassageSegment[];
}

export interface ArticleView extends ArticleSummary {
  /** Its slug in each language, for the other language's address (hreflang). */
  slugs: Record<Language, string>;
  html: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string;
  author: string | null;
}

export interface TestimonialView {
  id: number;
  name: string;
  country: string;
  rating: number;
  text: string;
  language: Language;
  featured: boolean;
  verified: boolean;
  /** An invented review from the demo content, shown as an example. */
  example: boolean;
  /** The company's public answer, if any. */
  reply: string | null;
  createdAt: string;
}

export interface SitePageView {
  slug: string;
  title: string;
  html: string;
  updatedAt: string;
}

export interface ArticleQuery {
  page: number;
  q?: string;
  tag?: string;
}

export interface RatingSummary {
  count: number;
  average: number;
}

export interface PublicReadApi {
  companyProfile(): Promise<CompanyProfile>;
  products(language: Language): Promise<ProductView[]>;
  vehicleClasses(language: Language): Promise<VehicleClassView[]>;
  posts(language: Language, query: ArticleQuery): Promise<Page<ArticleSummary>>;
  post(language: Language, slug: string): Promise<ArticleView | null>;
  postTags(language: Language): Promise<string[]>;
  guides(language: Language, query: ArticleQuery): Promise<Page<ArticleSummary>>;
  guide(language: Language, slug: string): Promise<ArticleView | null>;
  guideCategories(language: Language): Promise<string[]>;
  /**
   * The current slug in `language` of the published article a slug leads to (answered with a
   * 301): an old slug in that language, or its slug in the other language; else null.
   */
  articleRedirect(kind: "post" | "guide", slug: string, language: Language): Promise<string | null>;
  testimonials(query: { page: number; featuredOnly?: boolean }): Promise<Page<TestimonialView>>;
  /** Approved and verified reviews only; null below 5 of them (no public rating then). */
  ratingSummary(): Promise<RatingSummary | null>;
  sitePage(language: Language, slug: "privacy" | "terms"): Promise<SitePageView | null>;
  /** Makkah's stream address, today's prayer times and the weather, for /makkah-live; null when the page is switched off. */
  makkahLive(): Promise<MakkahLiveView | null>;
  /** Feature flags and the Quick Tools bar's choices (/admin/configurations), for every public page. */
  siteFeatures(): Promise<SiteFeatures>;
  /** The cancellation cut-off and the payment sentence the booking review shows (/admin/configurations). */
  bookingTerms(): Promise<BookingTerms>;
  /**
   * Optional (OPTIONAL_PUBLIC_READ_KEYS): the customer's booking by its link token, null for a
   * wrong, expired or revoked one. With it /booking-info/:token is rendered with its content and
   * answers 404 for a wrong link; without it the page reads the booking in the browser.
   */
  bookingInfo?(token: string): Promise<PublicBookingView | null>;
  /**
   * Optional: the operator's token pages (their leg by token, and the one write a page makes:
   * its plain form, posted with JavaScript off and answered by the route's action). Without it
   * those pages answer the friendly 404.
   */
  operatorPages?: OperatorPagesApi;
  /**
   * Optional: the customer's track view by its `track` link (issue 23; null for a wrong or
   * revoked link, the ended view after its expiry). Without it /track/:token
   * answers the friendly 404.
   */
  tracking?: TrackingReadApi;
}

/** Reads a module may provide; the pages that use one still work without it. */
export const OPTIONAL_PUBLIC_READ_KEYS = ["bookingInfo", "operatorPages", "tracking"] as const satisfies readonly (keyof PublicReadApi)[];
type OptionalReadKey = (typeof OPTIONAL_PUBLIC_READ_KEYS)[number];

/**
 * Every read above, by name: the server checks at start-up that its feature modules provide
 * each exactly once. A new read goes into the interface and here (the type check insists).
 */
export const PUBLIC_READ_KEYS = Object.keys({
  companyProfile: true,
  products: true,
  vehicleClasses: true,
  posts: true,
  post: true,
  postTags: true,
  guides: true,
  guide: true,
  guideCategories: true,
  articleRedirect: true,
  testimonials: true,
  ratingSummary: true,
  sitePage: true,
  makkahLive: true,
  siteFeatures: true,
  bookingTerms: true,
} satisfies Record<Exclude<keyof PublicReadApi, OptionalReadKey>, true>) as Exclude<keyof PublicReadApi, OptionalReadKey>[];

/** Everything a server-rendered page receives besides the request. */
export interface PageContext {
  api: PublicReadApi;
  staff: StaffPageAccess;
  /** The Content-Security-Policy nonce of this response (pages never kept in the shared cache). */
  cspNonce?: string;
  publicConfig: PublicConfig;
  publicConfigCheck: PublicConfigCheck;
  /** The maps' tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): handed only to the pages that draw a map, never with every page. */
  mapTiles?: MapTiles;
  /**
   * Where rendering and loader errors go (the server's structured, rate-limited error log), never
   * the console: a raw print would let request text forge log lines.
   */
  reportError?: (error: unknown, request: Request) => void;
}
