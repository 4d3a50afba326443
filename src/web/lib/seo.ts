import type { MetaDescriptor } from "react-router";
import { OG_LOCALE, LANGUAGES, type Language } from "#shared/i18n/languages";
import { localizePath, splitLanguage } from "#shared/i18n/localized-path";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The current URL's pathname (with or without /ar). */
  pathname: string;
  siteUrl: string;
  siteName: string;
  image?: string;
  type?: "website" | "article";
  /** Query kept in the canonical address (e.g. ?page=2 of a list). */
  search?: string;
  noIndex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** The languages the site is shown in (shownLanguagesIn): hreflang links name only those. */
  languages?: readonly Language[];
}

/** The languages shown, from the root loader's data among a meta function's matches. */
export const shownLanguagesIn = (matches: readonly ({ id: string; data?: unknown } | undefined)[]): readonly Language[] =>
  (matches.find((match) => match?.id === "root")?.data as { features?: { languages?: readonly Language[] } } | undefined)?.features?.languages ?? LANGUAGES;

/**
 * Title, description, canonical and hreflang links, Open Graph and JSON-LD for one page. The
 * hreflang links (x-default: the first language shown) only when more than one language is shown.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { language, path } = splitLanguage(input.pathname);
  const languages = input.languages ?? LANGUAGES;
  const search = input.search ?? "";
  const absolute = (p: string) => `${input.siteUrl}${p}`;
  const title = input.title.includes(input.siteName) ? input.title : `${input.title} | ${input.siteName}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: absolute(localizePath(path, language) + search) },
    ...(languages.length > 1 ? [...languages, "x-default" as const] : []).map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absolute(localizePath(path, l === "x-default" ? (languages[0] as Language) : l) + search),
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: absolute(localizePath(path, language) + search) },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: OG_LOCALE[language as Language] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.image) descriptors.push({ property: "og:image", content: input.image.startsWith("http") ? input.image : absolute(input.image) });
  if (input.noIndex) descriptors.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}

/** Meta for a page whose loader answered 404 (the layout shows the not-found page). */
export function notFoundMeta(pathname: string): MetaDescriptor[] {
  const { language } = splitLanguage(pathname);
  return [{ title: language === "ar" ? "الصفحة غير موجودة | رحلة" : "Page not found | Rihla" }, { name: "robots", content: "noindex" }];
}
