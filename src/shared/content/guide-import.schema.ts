import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { ARTICLE_TAGS } from "./article-tags";

/** The limits of one import, said on the page too. */
export const GUIDE_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 500, maxFiles: 200 } as const;
/** The staff API paths of the import (the HTTP layer gives them the larger body limit). */
export const GUIDE_IMPORT_PATH_PREFIX = "/api/admin/guides/import";

/** CSV and JSON columns, in the order of the example file. The Markdown front matter uses the same names. */
export const GUIDE_IMPORT_COLUMNS = [
  "slug",
  "category",
  "status",
  "cover_image",
  "published_at",
  "title_en",
  "title_ar",
  "excerpt_en",
  "excerpt_ar",
  "body_en",
  "body_ar",
  "seo_title_en",
  "seo_title_ar",
  "seo_description_en",
  "seo_description_ar",
] as const;
export const GUIDE_IMPORT_REQUIRED_COLUMNS = ["slug", "category", "title_en", "title_ar", "excerpt_en", "excerpt_ar", "body_en", "body_ar"] as const;
export const GUIDE_IMPORT_STATUSES = ["draft", "published"] as const;
export const DEFAULT_GUIDE_COVER = "/images/articles/default-guide.svg";

const text = (label: string, min: number, max: number, multiline = false) =>
  safeText({
    min,
    max,
    multiline,
    messages: {
      required: `${label} is missing.`,
      tooShort: min > 0 ? `${label} is missing.` : `${label} is too short.`,
      tooLong: `${label} is longer than ${max.toLocaleString("en")} characters.`,
      forbidden: `${label} contains characters that are not allowed.`,
    },
  });
const optionalText = (label: string, max: number) => z.preprocess((value) => (value === undefined || value === null ? "" : value), text(label, 0, max));

/** One guide to import: both languages, as the public guide pages need them. */
export const guideImportRowSchema = z.object({
  slug: z
    .string({ error: "slug is missing." })
    .trim()
    .min(1, "slug is missing.")
    .max(120, "slug is longer than 120 characters.")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase letters, digits and single hyphens (e.g. what-to-pack-for-umrah)."),
  category: z
    .string({ error: "category is missing." })
    .trim()
    .refine((value) => value in ARTICLE_TAGS, `category must be one of: ${Object.keys(ARTICLE_TAGS).join(", ")}.`),
  status: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? "draft" : value),
    z.enum(GUIDE_IMPORT_STATUSES, "status must be draft or published."),
  ),
  cover_image: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? DEFAULT_GUIDE_COVER : value),
    z
      .string()
      .max(300, "cover_image is longer than 300 characters.")
      .regex(/^(?:\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/, "cover_image must be a site path (/images/…) or an https address."),
  ),
  published_at: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? undefined : value),
    z
      .string("published_at must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z.")
      .regex(
        /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
        "published_at must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z.",
      )
      .refine((value) => !Number.isNaN(Date.parse(value)), "published_at is not a real date.")
      .optional(),
  ),
  title_en: text("title_en", 1, 200),
  title_ar: text("title_ar", 1, 200),
  excerpt_en: text("excerpt_en", 1, 400, true),
  excerpt_ar: text("excerpt_ar", 1, 400, true),
  body_en: text("body_en", 1, 100_000, true),
  body_ar: text("body_ar", 1, 100_000, true),
  seo_title_en: optionalText("seo_title_en", 200),
  seo_title_ar: optionalText("seo_title_ar", 200),
  seo_description_en: optionalText("seo_description_en", 400),
  seo_description_ar: optionalText("seo_description_ar", 400),
});
export type GuideImportRow = z.output<typeof guideImportRowSchema>;

/** One row of the dry run or of the import's report. */
export interface GuideImportResultRow {
  /** 1-based position in the upload (a CSV's first data line is 1). */
  row: number;
  /** Where it came from: "guides.csv line 3", "umrah-tips.en.md + umrah-tips.ar.md". */
  source: string;
  slug: string;
  action: "create" | "update" | "error";
  errors: string[];
}

export interface GuideImportAnswer {
  dryRun: boolean;
  rows: GuideImportResultRow[];
  summary: { create: number; update: number; error: number };
}
