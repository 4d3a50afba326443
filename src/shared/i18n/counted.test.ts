import { describe, expect, it } from "vitest";
import { countedPhrase, type PluralForms } from "./counted";
import type { Language } from "./languages";

const hours: Record<Language, PluralForms> = {
  en: { one: "{n} hour", other: "{n} hours" },
  ar: { one: "ساعة واحدة", two: "ساعتين", few: "{n} ساعات", many: "{n} ساعة", other: "{n} ساعة" },
};

describe("countedPhrase", () => {
  it("uses the plural category of each language, with its digits", () => {
    expect(countedPhrase(hours, 1, "en")).toBe("1 hour");
    expect(countedPhrase(hours, 6, "en")).toBe("6 hours");
    expect(countedPhrase(hours, 1, "ar")).toBe("ساعة واحدة");
    expect(countedPhrase(hours, 2, "ar")).toBe("ساعتين");
    expect(countedPhrase(hours, 6, "ar")).toBe("6 ساعات");
    expect(countedPhrase(hours, 24, "ar")).toBe("24 ساعة");
    expect(countedPhrase(hours, 100, "ar")).toBe("100 ساعة");
  });
});
