import type { AdminArticle } from "./article-admin-answers";
import type { ArticleFields } from "./article-admin.schema";

/** The editable fields of a stored article, as the editor's form holds them. */
export function fieldsOf(article: AdminArticle): ArticleFields {
  return {
    slug: article.slug,
    slugAr: article.slugAr,
    title: { ...article.title },
    excerpt: { ...article.excerpt },
    body: { ...article.body },
    coverImage: article.coverImage,
    seoTitle: { ...article.seoTitle },
    seoDescription: { ...article.seoDescription },
    tags: [...article.tags],
    category: article.category,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * "Reload and merge" after a version conflict: a three-way merge per field (and per language):
 * what I changed since the version I loaded (`base`) stays mine, everything else becomes theirs.
 * When both changed the same field, mine wins here and the editor shows it for a check before
 * saving again.
 */
export function mergeArticleFields(base: ArticleFields, mine: ArticleFields, theirs: ArticleFields): ArticleFields {
  const pick = <T>(b: T, m: T, t: T): T => (same(b, m) ? t : m);
  const perLanguage = (key: "title" | "excerpt" | "body" | "seoTitle" | "seoDescription") => ({
    en: pick(base[key].en, mine[key].en, theirs[key].en),
    ar: pick(base[key].ar, mine[key].ar, theirs[key].ar),
  });
  return {
    slug: pick(base.slug, mine.slug, theirs.slug),
    slugAr: pick(base.slugAr, mine.slugAr, theirs.slugAr),
    title: perLanguage("title"),
    excerpt: perLanguage("excerpt"),
    body: perLanguage("body"),
    coverImage: pick(base.coverImage, mine.coverImage, theirs.coverImage),
    seoTitle: perLanguage("seoTitle"),
    seoDescription: perLanguage("seoDescription"),
    tags: pick(base.tags, mine.tags, theirs.tags),
    category: pick(base.category, mine.category, theirs.category),
  };
}
