import { renderMarkdownCached } from "#server/platform/markdown/markdown";
import type { ArticleQuery, ArticleSummary, ArticleView, SitePageView } from "#shared/content/public-read-api";
import { passageSegments } from "#shared/content/search-passage";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { pageOf, PUBLIC_PAGE_SIZE, type Page } from "#shared/pagination/page";
import { isSlug } from "#shared/validation/ids";
import { hasForbiddenCharacters } from "#shared/validation/safe-text";
import type { BlogPostRow, ContentRepository, GuideRow } from "./content.repository";

type ArticleRow = BlogPostRow | GuideRow;

function tagsOf(row: ArticleRow): string[] {
  return "tags" in row ? row.tags : [row.category];
}

/** The article's address in each language (no Arabic slug of its own: the English one). */
const slugsOf = (row: ArticleRow) => ({ en: row.slug, ar: row.slugAr ?? row.slug });

function toSummary(row: ArticleRow & { passage?: string | null }, language: Language): ArticleSummary {
  const passage = passageSegments(row.passage);
  return {
    slug: slugsOf(row)[language],
    title: pickText(row.title, language),
    excerpt: pickText(row.excerpt, language),
    coverImage: row.coverImage,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: row.readingMinutes,
    tags: tagsOf(row),
    ...(passage ? { passage } : {}),
  };
}

function toView(kind: string, row: ArticleRow, language: Language): ArticleView {
  const summary = toSummary(row, language);
  return {
    ...summary,
    html: renderMarkdownCached(`${kind}:${row.id}:${language}:${row.updatedAt.getTime()}`, pickText(row.body, language)),
    slugs: slugsOf(row),
    seoTitle: pickText(row.seoTitle, language) || summary.title,
    seoDescription: pickText(row.seoDescription, language) || summary.excerpt,
    updatedAt: row.updatedAt.toISOString(),
    author: "author" in row ? row.author : null,
  };
}

/** Search text and tags the database can be asked about; anything else matches nothing. */
const answerable = (query: ArticleQuery) =>
  [query.q ?? "", query.tag ?? ""].every((text) => text.length <= 100 && !hasForbiddenCharacters(text)) && Number.isSafeInteger(query.page);

/**
 * The read API of server-rendered pages for content. It is a boundary like any route: slugs are
 * checked by shape and search text for control characters before a query, so a visitor's
 * `/blog/%00` or `?q=%00` is a page that does not exist, never a database error.
 */
export function createContentService(repository: ContentRepository, clock: () => Date = () => new Date()) {
  function filter(language: Language, query: ArticleQuery) {
    const page = Math.min(10_000, Math.max(1, query.page));
    return {
      language,
      q: query.q || undefined,
      tag: query.tag || undefined,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
      limit: PUBLIC_PAGE_SIZE,
      now: clock(),
      page,
    };
  }

  return {
    async posts(language: Language, query: ArticleQuery): Promise<Page<ArticleSummary>> {
      if (!answerable(query)) return pageOf([], 0, 1, PUBLIC_PAGE_SIZE);
      const f = filter(language, query);
      const { rows, total } = await repository.listPosts(f);
      return pageOf(
        rows.map((r) => toSummary(r, language)),
        total,
        f.page,
        PUBLIC_PAGE_SIZE,
      );
    },
    async post(language: Language, slug: string): Promise<ArticleView | null> {
      if (!isSlug(slug)) return null;
      const row = await repository.findPost(slug, language, clock());
      return row ? toView("post", row, language) : null;
    },
    postTags: (_language: Language) => repository.postTags(clock()),
    async guides(language: Language, query: ArticleQuery): Promise<Page<ArticleSummary>> {
      if (!answerable(query)) return pageOf([], 0, 1, PUBLIC_PAGE_SIZE);
      const f = filter(language, query);
      const { rows, total } = await repository.listGuides(f);
      return pageOf(
        rows.map((r) => toSummary(r, language)),
        total,
        f.page,
        PUBLIC_PAGE_SIZE,
      );
    },
    async guide(language: Language, slug: string): Promise<ArticleView | null> {
      if (!isSlug(slug)) return null;
      const row = await repository.findGuide(slug, language, clock());
      return row ? toView("guide", row, language) : null;
    },
    guideCategories: (_language: Language) => repository.guideCategories(clock()),
    async sitePage(language: Language, slug: "privacy" | "terms"): Promise<SitePageView | null> {
      const row = await repository.findSitePage(slug);
      if (!row) return null;
      return {
        slug: row.slug,
        title: pickText(row.title, language),
        html: renderMarkdownCached(`page:${row.slug}:${language}:${row.updatedAt.getTime()}`, pickText(row.body, language)),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    publishedSlugs: () => repository.publishedSlugs(clock()),
    /** Where a slug of a published article now lives in `language` (a 301), or null. */
    async articleRedirect(kind: "post" | "guide", slug: string, language: Language = "en"): Promise<string | null> {
      if (!isSlug(slug)) return null;
      return repository.redirectTarget(kind, language, slug, clock());
    },
    /** The latest published posts in one language, for /blog/feed.xml and /ar/blog/feed.xml. */
    async feedItems(language: Language, limit: number) {
      const rows = await repository.latestPosts(limit, clock());
      return rows.map((row) => ({ ...toSummary(row, language), author: row.author }));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
