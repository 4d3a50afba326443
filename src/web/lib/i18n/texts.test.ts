import { describe, expect, it } from "vitest";
import { getFixedT, registerTexts, translate } from "./texts";

registerTexts("en", "test", {
  hello: "Hello {{name}}",
  nested: { deep: "Deep" },
  items_one: "{{count}} item",
  items_other: "{{count}} items",
  none_zero: "Nothing",
  none_other: "{{count}} things",
});
registerTexts("ar", "test", {
  items_zero: "لا عناصر",
  items_one: "عنصر واحد",
  items_two: "عنصران",
  items_few: "{{count, number(numberingSystem: arab)}} عناصر",
  items_many: "{{count}} عنصرًا",
  items_other: "{{count}} عنصر",
  riders_one: "راكب واحد",
  riders_two: "راكبان",
  riders_few: "{{count, number}} ركاب",
  riders_many: "{{count, number}} راكبًا",
  riders_other: "{{count, number}} راكب",
});

describe("translate", () => {
  it("interpolates, follows nested keys and namespaces", () => {
    expect(translate("en", "test", "hello", { name: "Amina" })).toBe("Hello Amina");
    expect(translate("en", "common", "test:nested.deep")).toBe("Deep");
    expect(getFixedT("en", "test")("hello", { name: "<b>" })).toBe("Hello <b>");
  });

  it("picks the plural form of the language", () => {
    expect(translate("en", "test", "items", { count: 1 })).toBe("1 item");
    expect(translate("en", "test", "items", { count: 5 })).toBe("5 items");
    expect(translate("en", "test", "none", { count: 0 })).toBe("Nothing");
    expect(translate("ar", "test", "items", { count: 0 })).toBe("لا عناصر");
    expect(translate("ar", "test", "items", { count: 2 })).toBe("عنصران");
    expect(translate("ar", "test", "items", { count: 11 })).toBe("11 عنصرًا");
  });

  it("formats numbers with the options the text names", () => {
    expect(translate("ar", "test", "items", { count: 3 })).toBe("٣ عناصر");
  });

  it("prints Arabic pages' numbers in one digit system, with Arabic plural forms (issue 10)", () => {
    expect(translate("ar", "test", "riders", { count: 1 })).toBe("راكب واحد");
    expect(translate("ar", "test", "riders", { count: 2 })).toBe("راكبان");
    expect(translate("ar", "test", "riders", { count: 7 })).toBe("7 ركاب");
    expect(translate("ar", "test", "riders", { count: 49 })).toBe("49 راكبًا");
    expect(translate("ar", "test", "riders", { count: 100 })).toBe("100 راكب");
    expect(translate("ar", "test", "riders", { count: 1200 })).toBe("1,200 راكب");
  });

  it('uses _other for a form the file lacks, never the bare key (issue: Arabic cards showed "passengers")', () => {
    registerTexts("ar", "partial", { seats_one: "مقعد واحد", seats_other: "{{count, number}} مقعد" });
    expect(translate("ar", "partial", "seats", { count: 2 })).toBe("2 مقعد");
    expect(translate("ar", "partial", "seats", { count: 0 })).toBe("0 مقعد");
  });

  it("falls back to the default value, then the key", () => {
    expect(translate("en", "test", "missing", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(translate("en", "test", "missing.key")).toBe("missing.key");
  });
});
