import { z } from "zod";
import { companyProfileSchema } from "#shared/company/company-profile.schema";
import { DOCUMENT_KINDS, OPERATOR_STATUSES } from "#shared/dispatch/dispatch-constants";
import { operatorInputSchema } from "#shared/operators/operator.schema";
import { EXTRA_KINDS } from "#shared/bookings/extras";
import { MULTIPLIER_MAX, MULTIPLIER_MIN } from "#shared/bookings/season";
import { ZONES } from "#shared/bookings/zones";
import { PRICE_UNITS, PRODUCT_KINDS } from "#shared/products/product-kinds";
import { startsOnly } from "#shared/products/product-routes";

/** The shape of every file under content/ (see content/README.md). Strict: an unknown key is a typo. */

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(SLUG, "must be lower-case words joined by hyphens");
/** Tags and categories are keys the pages translate (travel_tips). */
const key = z.string().regex(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/, "must be a lower-case key such as travel_tips");
const imagePath = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(?:svg|png|jpe?g|webp|avif)$/, "must be a path under /images (public/images)");
const days = z.number().int().min(0).max(3650);
const localized = z.strictObject({ en: text, ar: text });

/** English Markdown front matter carries the fields both languages share. */
const articleText = { title: text, excerpt: text, seoTitle: text.optional(), seoDescription: text.optional() };
const articleShared = { ...articleText, coverImage: imagePath, publishedDaysAgo: days };
export const postEnglishSchema = z.strictObject({ ...articleShared, author: text, tags: z.array(key).min(1) });
export const guideEnglishSchema = z.strictObject({ ...articleShared, category: key });
/** The Arabic file holds only the translation, and optionally the Arabic page's own slug. */
export const articleArabicSchema = z.strictObject({ ...articleText, slug: slug.optional() });

export const pageSchema = z.strictObject({ title: text });
export const productTextSchema = z.strictObject({ name: text, summary: text });

export const productsSchema = z
  .array(
    z.strictObject({
      slug,
      kind: z.enum(PRODUCT_KINDS),
      image: imagePath,
      /** Ziyarat tours: the stops in visiting order. */
      stops: z.array(localized).max(20).optional(),
      /** What the service serves, each route with its price per vehicle class (#shared/products/product-routes). */
      routes: z
        .array(
          z.strictObject({
            from: z.enum(ZONES),
            /** Absent for tours and hourly hire (a start zone only). */
            to: z.enum(ZONES).optional(),
            /** The way back is served too (default true). */
            bothWays: z.boolean().optional(),
            prices: z
              .array(
                z.strictObject({
                  vehicleClass: slug,
                  unit: z.enum(PRICE_UNITS),
                  amountHalalas: z.number().int().positive(),
                  minimumHours: z.number().int().positive().optional(),
                }),
              )
              .min(1),
          }),
        )
        .min(1),
    }),
  )
  .min(1)
  .superRefine((products, ctx) => {
    products.forEach((product, index) =>
      product.routes.forEach((route, routeIndex) => {
        if (startsOnly(product.kind) !== (route.to === undefined))
          ctx.addIssue({
            code: "custom",
            path: [index, "routes", routeIndex, "to"],
            message: startsOnly(product.kind) ? "a tour or hourly hire route has a start zone only" : "a transfer route needs a destination zone",
          });
      }),
    );
  });

export const vehicleClassesSchema = z
  .array(
    z.strictObject({
      slug,
      name: localized,
      description: localized,
      image: imagePath,
      passengers: z.number().int().positive(),
      bags: z.number().int().min(0),
      features: z.array(localized),
    }),
  )
  .min(1);

/** Extras a leg can carry, with their price (halalas, VAT included); one entry per kind. */
export const extrasSchema = z.array(z.strictObject({ kind: z.enum(EXTRA_KINDS), name: localized, priceHalalas: z.number().int().min(0) }));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
/** Seasons (price multipliers in basis points) for every product, or for one product's slug. */
export const seasonsSchema = z.array(
  z
    .strictObject({
      name: localized,
      startDate: isoDate,
      endDate: isoDate,
      multiplierBasisPoints: z.number().int().min(MULTIPLIER_MIN).max(MULTIPLIER_MAX),
      product: slug.optional(),
    })
    .refine((season) => season.startDate <= season.endDate, "endDate must not be before startDate"),
);

/** Demo reviews are invented, so there is no `verified` key: the seed always stores them unverified. */
export const testimonialsSchema = z.array(
  z.strictObject({
    name: text,
    country: text,
    rating: z.number().int().min(1).max(5),
    text,
    language: z.enum(["en", "ar"]),
    featured: z.boolean(),
    daysAgo: days,
  }),
);

export const companyProfileFileSchema = companyProfileSchema.strict();

/** "title: must not be empty; tags.0: …" — one line per problem, paths as in the file. */
export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`).join("; ");
}

/**
 * content/operators.json: operators as the admin form writes them (checked by the same shared
 * schema), plus their status, with document expiries in days from the seeding day so the demo
 * keeps one valid, one expiring and one expired operator whenever it is installed.
 */
const seedDocument = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().max(40).default(""),
  expiresInDays: z.number().int().min(-3650).max(3650),
});
export const operatorsSchema = z.array(
  z.looseObject({ status: z.enum(OPERATOR_STATUSES).default("active"), documents: z.array(seedDocument) }).transform((entry, ctx) => {
    const { status, documents, ...fields } = entry;
    // The expiry is checked as a day count above; any valid date stands in for it here.
    const parsed = operatorInputSchema.safeParse({ ...fields, documents: documents.map(({ kind, number }) => ({ kind, number, expiresOn: "2000-01-01" })) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...parsed.data, status, documents };
  }),
);
