import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { extraInputSchema, productInputSchema, productRoutesInputSchema, seasonInputSchema, vehicleClassInputSchema } from "./catalogue-admin.schema";
import { catalogueFieldTexts, catalogueText, hasCatalogueArabic } from "./catalogue-texts";

const long = (n: number) => "x".repeat(n);
const text = (value: string) => ({ en: value, ar: value });

describe("catalogue (admin products) texts", () => {
  it("has the Arabic of every message the products schemas give", () => {
    const messages = [
      ...messagesOf(productInputSchema, [
        {},
        {
          slug: "Bad Slug!",
          kind: "rocket",
          name: text(""),
          summary: text(long(301)),
          description: text(long(10_001)),
          image: long(501),
          sortOrder: -1,
          active: "x",
        },
        { slug: "", name: { en: "\u0000", ar: long(121) }, image: "ftp://x", sortOrder: 10_001 },
        { sortOrder: 1.5, name: 5 },
      ]),
      ...messagesOf(vehicleClassInputSchema, [
        {},
        { slug: "Van!", name: text(""), passengers: 0, bags: -1, features: Array.from({ length: 13 }, () => text("f")), description: text(long(1_001)) },
        { passengers: 81, bags: 101, features: [{ en: long(81), ar: "" }], sortOrder: -2 },
      ]),
      ...messagesOf(productRoutesInputSchema, [
        {},
        { routes: Array.from({ length: 61 }, () => ({})), stops: Array.from({ length: 21 }, () => text("")) },
        {
          stops: [{ en: "", ar: long(121) }],
          routes: [
            { id: null, fromZone: "mars", toZone: null, bothWays: true, prices: [] },
            { id: null, fromZone: "makkah", toZone: "madinah", bothWays: true, prices: [{ vehicleClassId: 0, amountRiyals: 0, minimumHours: 25 }] },
            { id: null, fromZone: "madinah", toZone: "makkah", bothWays: true, prices: [{ vehicleClassId: "x", amountRiyals: 1.234, minimumHours: 0.5 }] },
            {
              id: null,
              fromZone: "taif",
              toZone: "makkah",
              bothWays: true,
              prices: [
                { vehicleClassId: 1, amountRiyals: 2_000_000, minimumHours: null },
                { vehicleClassId: 1, amountRiyals: -1, minimumHours: null },
              ],
            },
          ],
        },
      ]),
      ...messagesOf(seasonInputSchema, [
        {},
        { name: text(""), from: "2026-02-30", to: "2026-01-01", multiplier: 0.01, productId: "x" },
        { from: "2026-03-01", to: "2026-02-01", multiplier: 99 },
        { from: "yesterday", to: 5, multiplier: 1.234 },
      ]),
      ...messagesOf(extraInputSchema, [{}, { kind: "pony", name: text(""), amount: -5 }, { amount: 1.001 }]),
    ];
    const unique = [...new Set(messages)];
    expect(unique.length).toBeGreaterThan(25);
    expect(unique.filter((message) => !hasCatalogueArabic(message))).toEqual([]);
  });

  it("has the Arabic of every refusal the products service and routes write", () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../../server/features/products", file), "utf8");
    const sentences = [read("catalogue-admin.service.ts"), read("catalogue-admin.routes.ts")].flatMap((source) =>
      [...source.matchAll(/(?:notFound|conflict|inStaffLanguage\(c\)|positive)\(\s*"([^"]+)"/g)].map((match) => match[1]!),
    );
    expect(sentences.length).toBeGreaterThan(8);
    expect(sentences.filter((sentence) => !hasCatalogueArabic(sentence))).toEqual([]);
  });

  it("translates templated sentences, their label included", () => {
    expect(catalogueText("Enter the name in English.", "ar")).toBe("أدخل الاسم بالإنجليزية.");
    expect(catalogueText("Keep the description under 10000 characters.", "ar")).toBe("اجعل الوصف أقل من 10000 حرف.");
    expect(catalogueText("Enter the name in English.", "en")).toBe("Enter the name in English.");
    expect(catalogueFieldTexts({ kind: "Choose a kind." }, "ar")).toEqual({ kind: "اختر النوع." });
  });
});
