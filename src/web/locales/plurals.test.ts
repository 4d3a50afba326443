import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { registerTexts, translate, type TextTree } from "#web/lib/i18n/texts";

/*
 * Every count of the site, walked for 0, 1, 2, 3, 11 and 100 in both languages: each plural key
 * has every form Intl.PluralRules picks for the language (Arabic: zero, one, two, few, many,
 * other), the text chosen is that form, and it carries the number (or, for Arabic's one and two
 * and any zero, words that say it). A form missing used to fall back to the English key.
 */
const folder = path.dirname(new URL(import.meta.url).pathname);
const LANGUAGES: Language[] = ["en", "ar"];
const COUNTS = [0, 1, 2, 3, 11, 100];
const SUFFIX = /_(zero|one|two|few|many|other)$/;

const read = (language: Language, file: string) => JSON.parse(readFileSync(path.join(folder, language, file), "utf8")) as TextTree;
const leaves = (tree: TextTree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`)));

const namespaces = readdirSync(path.join(folder, "en")).map((file) => file.replace(/\.json$/, ""));
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(namespaces.map((ns) => [ns, Object.fromEntries(leaves(read(language, `${ns}.json`)))]))]),
) as Record<Language, Record<string, Record<string, string>>>;
for (const language of LANGUAGES) for (const ns of namespaces) registerTexts(language, `walk-${ns}`, read(language, `${ns}.json`));

/** Every counted key, as "namespace:key" without its plural suffix, from either language. */
const countedKeys = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      namespaces.flatMap((ns) =>
        Object.keys(texts[language][ns] ?? {})
          .filter((key) => SUFFIX.test(key))
          .map((key) => `${ns}:${key.replace(SUFFIX, "")}`),
      ),
    ),
  ),
].sort();

/** The words a one or two form may use instead of the digit; a zero form may say "nothing" its own way. */
const WORDS: Record<Language, Partial<Record<Intl.LDMLPluralRule, RegExp>>> = {
  en: { one: /\b(1|one)\b/i, zero: /./ },
  // Arabic words end where no Arabic letter follows (\b knows only Latin letters); the dual ends in -ān, -ayn or -tā.
  ar: { zero: /./, one: /واحد|1/, two: /(ان|ين|تا)(?![\u0621-\u064A])|2/ },
};

describe("every count, in every plural form (0, 1, 2, 3, 11, 100)", () => {
  it("finds the counted keys of the site", () => {
    expect(countedKeys).toContain("admin-jobs:passengers");
    expect(countedKeys).toContain("home:passengers");
    expect(countedKeys.length).toBeGreaterThan(20);
  });

  for (const language of LANGUAGES) {
    const rules = new Intl.PluralRules(LANGUAGE_LOCALE[language]);
    const number = new Intl.NumberFormat(LANGUAGE_LOCALE[language]);
    it(`${language}: each counted key has every form the language needs: ${rules.resolvedOptions().pluralCategories.join(", ")}`, () => {
      const missing = countedKeys.flatMap((full) => {
        const [ns, key] = full.split(":") as [string, string];
        return rules
          .resolvedOptions()
          .pluralCategories.filter((category) => !(`${key}_${category}` in (texts[language][ns] ?? {})))
          .map((category) => `${full}_${category}`);
      });
      expect(missing).toEqual([]);
    });

    for (const full of countedKeys) {
      it(`${language}: ${full}`, () => {
        const [ns, key] = full.split(":") as [string, string];
        const rendered = COUNTS.map((count) => {
          const category = count === 0 && `${key}_zero` in texts[language][ns]! ? "zero" : rules.select(count);
          const form = texts[language][ns]![`${key}_${category}`];
          // The same count under the other names some texts give it (hours, total).
          const text = translate(language, `walk-${ns}`, key, { count, hours: count, total: number.format(count), average: "4.8", price: "SAR 100" });
          return { count, category, form, text };
        });
        for (const { count, category, form, text } of rendered) {
          expect(form, `${full}_${category} for ${count}`).toBeDefined();
          expect(text, `${full} for ${count}`).not.toMatch(/\{\{|_(one|other)|^[\w.-]+$/);
          const words = WORDS[language][category];
          if (words && !text.includes(number.format(count))) expect(text, `${full} for ${count} (${category})`).toMatch(words);
          else expect(text, `${full} for ${count} (${category})`).toContain(number.format(count));
        }
        if (language === "ar") {
          // Arabic 2 is the dual, 3 a plural of three to ten, 11 the counted singular: three texts.
          const [two, three, eleven] = [2, 3, 11].map((count) => rendered.find((row) => row.count === count)!);
          expect([two!.category, three!.category, eleven!.category]).toEqual(["two", "few", "many"]);
        }
      });
    }
  }
});
