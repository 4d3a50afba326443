import { LANGUAGE_LOCALE, type Language } from "./languages";

/**
 * A counted noun phrase per CLDR plural category; "{n}" is replaced by the number in the reader's
 * digits. Arabic needs all six categories ("ساعة واحدة", "ساعتين", "3 ساعات", "11 ساعة"…);
 * English needs one and other. Missing categories fall back to other.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

function cached<T>(map: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = map.get(language);
  if (!value) {
    value = make(LANGUAGE_LOCALE[language]);
    map.set(language, value);
  }
  return value;
}

export function formatCount(count: number, language: Language): string {
  return cached(numbers, language, (locale) => new Intl.NumberFormat(locale)).format(count);
}

/** countedPhrase({ en: { one: "{n} hour", other: "{n} hours" }, ar: … }, 6, "ar") === "6 ساعات" */
export function countedPhrase(forms: Record<Language, PluralForms>, count: number, language: Language): string {
  const category = cached(rules, language, (locale) => new Intl.PluralRules(locale)).select(count);
  const text = forms[language][category] ?? forms[language].other;
  return text.replace("{n}", formatCount(count, language));
}

/**
 * A pattern's group ("12", "1,000") as a counted phrase, its digits as written: english-keyed-texts'
 * Arabic for a sentence with a number in it, e.g. counted(COUNTED_NOUNS.minutes, "3", "ar") === "3 دقائق".
 */
export function counted(forms: Record<Language, PluralForms>, group: string, language: Language): string {
  const category = cached(rules, language, (locale) => new Intl.PluralRules(locale)).select(Number(group.replace(/,/g, "")));
  return (forms[language][category] ?? forms[language].other).replace("{n}", group);
}
