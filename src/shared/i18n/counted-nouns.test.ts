import { describe, expect, it } from "vitest";
import { accountText } from "../auth/account-texts";
import { staffText } from "../bookings/staff-texts";
import { guideImportText } from "../content/guide-import-texts";
import { catalogueText } from "../products/catalogue-texts";
import { countedPhrase, type PluralForms } from "./counted";
import { COUNTED_NOUNS } from "./counted-nouns";
import { englishKeyedTexts } from "./english-keyed-texts";
import { LANGUAGE_LOCALE, type Language } from "./languages";

const COUNTS = [0, 1, 2, 3, 11, 100];
const LANGUAGES: Language[] = ["en", "ar"];

describe("the server's counted nouns, walked for 0, 1, 2, 3, 11 and 100", () => {
  for (const language of LANGUAGES) {
    const rules = new Intl.PluralRules(LANGUAGE_LOCALE[language]);
    for (const [noun, forms] of Object.entries(COUNTED_NOUNS) as [string, Record<Language, PluralForms>][]) {
      it(`${language}: ${noun} has every form (${rules.resolvedOptions().pluralCategories.join(", ")}) and uses it`, () => {
        expect(rules.resolvedOptions().pluralCategories.filter((category) => !(category in forms[language]))).toEqual([]);
        for (const count of COUNTS) {
          const text = countedPhrase(forms, count, language);
          expect(text).toBe((forms[language][rules.select(count)] as string).replace("{n}", String(count)));
          // The number itself, except Arabic's one and two, which the noun's own form says.
          if (!(language === "ar" && (count === 1 || count === 2))) expect(text).toContain(String(count));
        }
        if (language === "ar") expect(new Set([2, 3, 11].map((count) => countedPhrase(forms, count, "ar"))).size).toBe(3);
      });
    }
  }
});

describe("the sentences with a count in them, in Arabic", () => {
  it("take the noun's plural form from the number (3 دقائق, 11 دقيقة, دقيقتين)", () => {
    const minutes = (n: number) => accountText(`Too many failed attempts. Try again in ${n} minute${n === 1 ? "" : "s"}.`, "ar");
    expect(COUNTS.map(minutes)).toEqual([
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد 0 دقيقة.",
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد دقيقة واحدة.",
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد دقيقتين.",
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد 3 دقائق.",
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد 11 دقيقة.",
      "محاولات فاشلة كثيرة. حاول مرة أخرى بعد 100 دقيقة.",
    ]);
    expect(accountText("Use at least 3 characters.", "ar")).toBe("استخدم 3 أحرف على الأقل.");
    expect(accountText("Use at least 12 characters.", "ar")).toBe("استخدم 12 حرفًا على الأقل.");
    expect(staffText("The booked vehicle class carries at most 2 passengers and 11 bags.", "ar")).toBe(
      "فئة المركبة المحجوزة تتسع لـ راكبين و11 حقيبة على الأكثر.",
    );
    expect(guideImportText("At most 3 files can be imported at once.", "ar")).toBe("يمكن استيراد 3 ملفات على الأكثر في المرة الواحدة.");
    expect(guideImportText("At most 100 files can be imported at once.", "ar")).toBe("يمكن استيراد 100 ملف على الأكثر في المرة الواحدة.");
    expect(guideImportText("a.csv: The file has 10,000 rows; at most 500 can be imported at once. Split it into smaller files.", "ar")).toBe(
      "a.csv: في الملف 10,000 صف؛ يمكن استيراد 500 صف على الأكثر في المرة الواحدة. قسّمه إلى ملفات أصغر.",
    );
    expect(catalogueText("Keep the name under 11 characters.", "ar")).toBe("اجعل الاسم أقل من 11 حرفًا.");
    const zod = englishKeyedTexts({});
    expect(zod.text("Too big: expected string to have <=2 characters", "ar")).toBe("النص طويل جدًا: حرفين على الأكثر.");
  });
});
