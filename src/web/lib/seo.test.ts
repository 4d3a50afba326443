import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Blog",
    description: "News",
    pathname: "/ar/blog",
    siteUrl: "https://rihla.example",
    siteName: "Rihla",
    search: "?page=2",
    jsonLd: [{ "@type": "Thing" }],
  });
  const links = meta.filter((m) => "tagName" in m) as Record<string, string>[];

  it("titles the page with the site name once", () => {
    expect(meta).toContainEqual({ title: "Blog | Rihla" });
    expect(pageMeta({ title: "Rihla — home", description: "", pathname: "/", siteUrl: "", siteName: "Rihla" })).toContainEqual({ title: "Rihla — home" });
  });

  it("gives the canonical address in the page's language and every alternate", () => {
    expect(links.find((l) => l.rel === "canonical")?.href).toBe("https://rihla.example/ar/blog?page=2");
    expect(links.filter((l) => l.rel === "alternate").map((l) => [l.hrefLang, l.href])).toEqual([
      ["en", "https://rihla.example/blog?page=2"],
      ["ar", "https://rihla.example/ar/blog?page=2"],
      ["x-default", "https://rihla.example/blog?page=2"],
    ]);
  });

  it("carries JSON-LD and the Open Graph locale", () => {
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    expect(meta).toContainEqual({ property: "og:locale", content: "ar_SA" });
  });
});
