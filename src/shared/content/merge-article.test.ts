import { describe, expect, it } from "vitest";
import type { ArticleFields } from "./article-admin.schema";
import { mergeArticleFields } from "./merge-article";

const base: ArticleFields = {
  slugAr: "",
  slug: "a",
  title: { en: "Title", ar: "عنوان" },
  excerpt: { en: "E", ar: "" },
  body: { en: "Body", ar: "نص" },
  coverImage: "",
  seoTitle: { en: "", ar: "" },
  seoDescription: { en: "", ar: "" },
  tags: ["umrah"],
  category: "",
};

describe("mergeArticleFields", () => {
  it("keeps my changes and takes theirs elsewhere, per language", () => {
    const mine = { ...base, title: { en: "My title", ar: "عنوان" } };
    const theirs = { ...base, title: { en: "Title", ar: "عنوانهم" }, body: { en: "Their body", ar: "نص" }, tags: ["hajj"] };
    expect(mergeArticleFields(base, mine, theirs)).toEqual({
      ...base,
      title: { en: "My title", ar: "عنوانهم" },
      body: { en: "Their body", ar: "نص" },
      tags: ["hajj"],
    });
  });

  it("lets mine win where both changed the same field", () => {
    const merged = mergeArticleFields(base, { ...base, slug: "mine" }, { ...base, slug: "theirs" });
    expect(merged.slug).toBe("mine");
  });
});
