import type { ArticleInput } from "#shared/content/article-admin.schema";

/** A complete editor payload; tests override what they exercise. */
export function articlePayload(slug: string, overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    version: 0,
    action: "draft",
    scheduledAt: null,
    slug,
    slugAr: "",
    title: { en: `Title ${slug}`, ar: `عنوان ${slug}` },
    excerpt: { en: "A short excerpt.", ar: "مقتطف قصير." },
    body: { en: "Some **body** text.", ar: "نص **المقال**." },
    coverImage: "/images/blog/umrah.webp",
    seoTitle: { en: "", ar: "" },
    seoDescription: { en: "", ar: "" },
    tags: ["umrah"],
    category: "umrah",
    ...overrides,
  };
}
