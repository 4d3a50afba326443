import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { slugSchema } from "../validation/ids";
import { SLUG_MAX } from "./slugify";

/** The two kinds of article the admin edits: /admin/blogs and /admin/guides. */
export const ARTICLE_KINDS = ["post", "guide"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const SAVE_ACTIONS = ["draft", "publish", "schedule"] as const;
export type SaveAction = (typeof SAVE_ACTIONS)[number];

/**
 * What search engines show of a result; longer text is cut on the results page. The
 * specification sets no limits: these common display limits drive the editor's counters (red
 * past them), and twice as much is the hard limit on save (existing texts run a little longer).
 */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_TITLE_HARD_MAX = 2 * SEO_TITLE_MAX;
export const SEO_DESCRIPTION_HARD_MAX = 2 * SEO_DESCRIPTION_MAX;
export const TITLE_MAX = 160;
export const EXCERPT_MAX = 400;
export const BODY_MAX = 100_000;
export const COVER_MAX = 500;
export const TAGS_MAX = 10;
/** Soft-deleted articles are restorable this long, then purged. */
export const TRASH_DAYS = 30;
export const ADMIN_ARTICLE_PAGE_SIZE = 20;

const bilingual = (max: number, multiline = false) =>
  z.object({ en: safeText({ max, multiline }), ar: safeText({ max, multiline }) }, { error: "Give a text in English and in Arabic (either may be empty)." });

/** A cover image: our own file path (/uploads/…) or an https address. */
const coverSchema = safeText({ max: COVER_MAX }).refine((value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.\S+$/.test(value), {
  message: "Use an address that starts with https:// or /.",
});
const tagSchema = z.string().regex(/^[a-z0-9_]{1,40}$/, "Tags are lowercase letters, digits and underscores.");

/**
 * One save of the editor (create, autosave, publish, schedule). `version` is the version the
 * editor loaded (0 for a new article); `scheduledAt` is an ISO instant, required to schedule.
 */
export const articleFieldsSchema = z.object({
  slug: slugSchema.max(SLUG_MAX),
  /** The Arabic page's own address; "": the same as the English one. */
  slugAr: z.union([slugSchema.max(SLUG_MAX), z.literal("")]),
  title: bilingual(TITLE_MAX),
  excerpt: bilingual(EXCERPT_MAX, true),
  body: bilingual(BODY_MAX, true),
  coverImage: coverSchema,
  seoTitle: bilingual(SEO_TITLE_HARD_MAX),
  seoDescription: bilingual(SEO_DESCRIPTION_HARD_MAX),
  tags: z.array(tagSchema).max(TAGS_MAX),
  category: z.union([tagSchema, z.literal("")]),
});
/** The editor's fields, as its form checks them before any save. */
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

export const articleInputSchema = articleFieldsSchema
  .extend({
    version: z.number().int().min(0).max(2_147_483_647),
    action: z.enum(SAVE_ACTIONS, { error: "Choose draft, publish or schedule." }),
    scheduledAt: z.iso.datetime({ offset: true, error: "Choose a valid date and time." }).nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.title.en && !input.title.ar) ctx.addIssue({ code: "custom", path: ["title", "en"], message: "Give a title in at least one language." });
    if (input.action === "schedule" && !input.scheduledAt) ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: "Choose when to publish." });
    if (input.action !== "draft") {
      for (const language of ["en", "ar"] as const) {
        if (input.title[language] && !input.body[language])
          ctx.addIssue({ code: "custom", path: ["body", language], message: "Write the text before publishing this language." });
      }
    }
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const articleListQuerySchema = z.object({
  q: safeText({ max: 100 }).optional(),
  status: z.enum([...ARTICLE_STATUSES, "deleted"]).optional(),
  missing: z.enum(["en", "ar"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
