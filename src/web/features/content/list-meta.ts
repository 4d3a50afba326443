import { tagLabel } from "#shared/content/article-tags";
import type { Language } from "#shared/i18n/languages";
import { formatNumber } from "#web/lib/format";
import { getFixedT } from "#web/lib/i18n/texts";
import { localizePath } from "#shared/i18n/localized-path";
import { pageMeta } from "#web/lib/seo";
import { articleJsonLd } from "./json-ld";
import type { ArticleData, ArticleListData } from "./article-list-loader";

// Used by `meta`, which also runs in the browser: no zod here (see ./article-list-loader).

/** The query kept in a list's canonical address: the topic and the page, never the search text. */
export function canonicalSearch({ page, tag }: { page: number; tag: string }): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** "Guides — Umrah — Page 2 of 3": each filtered or later page gets a title of its own. */
export function listTitle(title: string, language: Language, { page, tag, totalPages }: { page: number; tag: string; totalPages: number }): string {
  const t = getFixedT(language);
  const pageOf = page > 1 ? t("pagination.pageOf", { page: formatNumber(page, language), total: formatNumber(totalPages, language) }) : "";
  return [title, tag ? tagLabel(tag, language) : "", pageOf].filter(Boolean).join(" — ");
}

/** Meta of the blog and guides lists. */
export function articleListMeta(kind: "blog" | "guides", data: ArticleListData | undefined, pathname: string, languages: readonly Language[]) {
  if (!data) return [];
  const t = getFixedT(data.language, kind);
  const meta = pageMeta({
    title: listTitle(t("title"), data.language, { page: data.page, tag: data.tag, totalPages: data.result.totalPages }),
    description: t("description"),
    pathname,
    search: canonicalSearch(data),
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    noIndex: Boolean(data.q),
    languages,
  });
  return kind === "blog" ? [...meta, feedLink(data.language, t("title"))] : meta;
}

/** The blog's RSS feed in the page's language, for feed readers that look for it. */
export const feedLink = (language: Language, title: string) => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title,
  href: localizePath("/blog/feed.xml", language),
});

/** Meta and JSON-LD of one post (BlogPosting) or guide (Article). */
export function articleMeta(kind: "blog" | "guides", data: ArticleData | undefined, pathname: string, languages: readonly Language[]) {
  if (!data) return [];
  const url = data.siteUrl + localizePath(`/${kind}/${data.article.slug}`, data.language);
  // Each language has its own slug: the hreflang links point at each language's own address.
  const addressIn = (language: Language) => data.siteUrl + localizePath(`/${kind}/${data.article.slugs[language]}`, language);
  const meta = pageMeta({
    title: data.article.seoTitle,
    description: data.article.seoDescription,
    pathname,
    siteUrl: data.siteUrl,
    siteName: data.siteName,
    image: data.article.coverImage,
    type: "article",
    languages,
    jsonLd: [
      articleJsonLd(
        kind === "blog" ? "BlogPosting" : "Article",
        data.article,
        url,
        data.siteUrl,
        { name: data.siteName, logo: data.publisherLogo },
        data.language,
      ),
    ],
  }).map((descriptor) => {
    const hrefLang = "hrefLang" in descriptor ? String(descriptor.hrefLang) : null;
    if (hrefLang === "en" || hrefLang === "ar") return { ...descriptor, href: addressIn(hrefLang) };
    return hrefLang === "x-default" ? { ...descriptor, href: addressIn(languages[0] ?? "en") } : descriptor;
  });
  return kind === "blog" ? [...meta, feedLink(data.language, getFixedT(data.language, "blog")("title"))] : meta;
}
