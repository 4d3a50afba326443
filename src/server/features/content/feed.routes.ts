import { Hono } from "hono";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import type { ContentService } from "./content.service";

export const FEED_SIZE = 20;
const FEED_TEXT: Record<Language, { title: string; description: string }> = {
  en: { title: "Blog", description: "Travel, Umrah and Hajj transport news and tips" },
  ar: { title: "المدونة", description: "أخبار ونصائح السفر والعمرة والحج والنقل" },
};

/** XML 1.0 text: the five entities escaped, and characters XML cannot carry at all dropped. */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * RSS 2.0 feeds of the blog, one per language (/blog/feed.xml, /ar/blog/feed.xml): the latest
 * published posts only, so a scheduled post appears once the publishing task has published it.
 */
export function feedRoutes(options: { siteUrl: string; content: ContentService; shownLanguages: () => Promise<readonly Language[]> }): Hono {
  const app = new Hono();
  for (const language of ["en", "ar"] as const) {
    app.get(localizePath("/blog/feed.xml", language), async (c) => {
      // A hidden language's feed sends readers to the first shown one, as its pages do.
      const shown = await options.shownLanguages();
      if (!shown.includes(language)) {
        c.header("Cache-Control", "private, no-store");
        return c.redirect(localizePath("/blog/feed.xml", shown[0] ?? "en"), 302);
      }
      const items = await options.content.feedItems(language, FEED_SIZE);
      const site = options.siteUrl;
      const text = FEED_TEXT[language];
      const entries = items.map((item) => {
        const link = site + localizePath(`/blog/${item.slug}`, language);
        return [
          "<item>",
          `<title>${escapeXml(item.title)}</title>`,
          `<link>${escapeXml(link)}</link>`,
          `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
          `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
          `<description>${escapeXml(item.excerpt)}</description>`,
          ...item.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
          "</item>",
        ].join("");
      });
      const self = site + localizePath("/blog/feed.xml", language);
      c.header("Content-Type", "application/rss+xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=0, s-maxage=60");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
          `<title>${escapeXml(text.title)}</title>\n<link>${escapeXml(site + localizePath("/blog", language))}</link>\n` +
          `<description>${escapeXml(text.description)}</description>\n<language>${language}</language>\n` +
          `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>\n` +
          `${entries.join("\n")}\n</channel>\n</rss>\n`,
      );
    });
  }
  return app;
}
