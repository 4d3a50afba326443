import { describe, expect, it } from "vitest";
import { guideImportRowSchema } from "./guide-import.schema";
import { guideImportText, hasGuideImportArabic } from "./guide-import-texts";

describe("guides import texts", () => {
  it("has the Arabic of every message the row schema gives", () => {
    const long = (n: number) => "x".repeat(n);
    const rows = [
      {},
      { slug: "Bad Slug", category: "x", status: "live", cover_image: "ftp://x", published_at: "soon", title_en: long(201), excerpt_en: "\u0000" },
      {
        slug: long(121),
        published_at: "2026-02-30T25:00",
        cover_image: long(301),
        body_ar: long(100_001),
        seo_title_en: long(201),
        seo_description_ar: long(401),
      },
    ];
    const messages = [...new Set(rows.flatMap((row) => guideImportRowSchema.safeParse(row).error?.issues.map((issue) => issue.message) ?? []))];
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => !hasGuideImportArabic(message))).toEqual([]);
  });

  it("keeps file names and columns, English as written", () => {
    expect(guideImportText("guides.csv holds no guides.", "ar")).toBe("guides.csv لا يحتوي على أي دليل.");
    expect(guideImportText("guides.csv holds no guides.", "en")).toBe("guides.csv holds no guides.");
    expect(guideImportText("title_ar is longer than 200 characters.", "ar")).toBe("title_ar أطول من 200 حرف.");
  });
});
