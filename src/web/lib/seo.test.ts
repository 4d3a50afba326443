import { describe, expect, it } from "vitest";
import { pageMeta, shownLanguagesIn } from "./seo";

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

  it("names no alternate when the site shows one language", () => {
    const arabicOnly = pageMeta({
      title: "Blog",
      description: "",
      pathname: "/ar/blog",
      siteUrl: "https://rihla.example",
      siteName: "Rihla",
      languages: ["ar"],
    });
    expect(arabicOnly.filter((m) => "rel" in m && m.rel === "alternate")).toEqual([]);
    expect(arabicOnly).toContainEqual({ tagName: "link", rel: "canonical", href: "https://rihla.example/ar/blog" });
  });

  it("reads the languages shown from the root loader's data, both when it has none", () => {
    expect(
      shownLanguagesIn([
        { id: "root", data: { features: { languages: ["ar"] } } },
        { id: "ar/blog", data: {} },
      ]),
    ).toEqual(["ar"]);
    expect(shownLanguagesIn([{ id: "ar/blog", data: {} }])).toEqual(["en", "ar"]);
  });
});
