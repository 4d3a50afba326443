import { describe, expect, it } from "vitest";
import type { ArticleView } from "#shared/content/public-read-api";
import { articleJsonLd, companyLogoUrl } from "./json-ld";

const SITE = "https://rihla.example";
const article = {
  slug: "madinah-in-one-day",
  slugs: { en: "madinah-in-one-day", ar: "al-madinah-fi-yawm" },
  title: "Madinah in one day",
  seoTitle: "Madinah in one day",
  seoDescription: "A day in Madinah",
  coverImage: "/media/madinah-w1200.webp",
  publishedAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-02T08:00:00.000Z",
  author: null,
} as unknown as ArticleView;

describe("JSON-LD", () => {
  it("names the company's own logo as the publisher's, else the built-in mark", () => {
    expect(companyLogoUrl({ logo: "/media/logo-w480.webp" }, SITE)).toBe("https://rihla.example/media/logo-w480.webp");
    expect(companyLogoUrl({ logo: "https://cdn.example/logo.png" }, SITE)).toBe("https://cdn.example/logo.png");
    expect(companyLogoUrl({ logo: "" }, SITE)).toBe("https://rihla.example/favicon.svg");
    const data = articleJsonLd("BlogPosting", article, `${SITE}/blog/madinah-in-one-day`, SITE, { name: "Rihla", logo: `${SITE}/media/logo-w480.webp` }, "en");
    expect(data.publisher).toEqual({ "@type": "Organization", name: "Rihla", logo: { "@type": "ImageObject", url: `${SITE}/media/logo-w480.webp` } });
    expect(data.author).toEqual({ "@type": "Organization", name: "Rihla" });
    expect(data.image).toBe(`${SITE}/media/madinah-w1200.webp`);
  });

  it("keeps a cover image that is already a full https address as it is", () => {
    const data = articleJsonLd("Article", { ...article, coverImage: "https://cdn.example/cover.jpg" }, SITE, SITE, { name: "Rihla", logo: "" }, "ar");
    expect(data.image).toBe("https://cdn.example/cover.jpg");
  });
});
