import { Hono } from "hono";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import type { ContentService } from "./content.service";

/** Public pages listed in sitemap.xml besides each guide and post. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/services",
  "/fleet",
  "/guides",
  "/testimonials",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
  "/makkah-live",
  "/book",
] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * One page in each language shown; `path` is the same in all, or (articles) each language's own.
 * Alternate links only name shown languages (a hidden one's addresses redirect), and only when
 * there is more than one; x-default is the first shown.
 */
function urlEntry(siteUrl: string, languages: readonly Language[], path: string | Record<Language, string>, lastModified?: Date): string {
  const address = (language: Language) => siteUrl + localizePath(typeof path === "string" ? path : path[language], language);
  const alternates =
    languages.length < 2
      ? ""
      : [...languages.map((language) => [language, address(language)]), ["x-default", address(languages[0] as Language)]]
          .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href as string)}"/>`)
          .join("");
  return languages
    .map(
      (language) =>
        `<url><loc>${escapeXml(address(language))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}${alternates}</url>`,
    )
    .join("\n");
}

/**
 * `hiddenPaths`: static pages that do not exist now (switched off on /admin/configurations, or
 * /makkah-live without a stream), left out of the sitemap.
 */
export function seoRoutes(options: {
  siteUrl: string;
  content: ContentService;
  hiddenPaths: () => Promise<readonly string[]>;
  /** The languages the site is offered in (/admin/configurations), never empty. */
  shownLanguages: () => Promise<readonly Language[]>;
}): Hono {
  return new Hono()
    .get("/robots.txt", (c) => {
      // The booking pages (/booking-info, /ar/booking-info) are not disallowed: they say noindex
      // themselves (meta and X-Robots-Tag), which a crawler kept out by robots.txt never reads, and
      // a disallowed address can still be listed from a link to it.
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /operator-confirm\nDisallow: /operator-availability\nDisallow: /op/\nDisallow: /track/\n\nSitemap: ${options.siteUrl}/sitemap.xml\n`,
      );
    })
    .get("/sitemap.xml", async (c) => {
      const [{ posts, guides }, hidden, languages] = await Promise.all([options.content.publishedSlugs(), options.hiddenPaths(), options.shownLanguages()]);
      const paths = STATIC_PUBLIC_PATHS.filter((p) => !hidden.includes(p));
      const entry = urlEntry.bind(null, options.siteUrl, languages);
      const body = [
        ...paths.map((p) => entry(p)),
        ...guides.map((g) => entry({ en: `/guides/${g.slug}`, ar: `/guides/${g.slugAr}` }, g.updatedAt)),
        ...posts.map((p) => entry({ en: `/blog/${p.slug}`, ar: `/blog/${p.slugAr}` }, p.updatedAt)),
      ].join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
      );
    });
}
