import type { Language } from "#shared/i18n/languages";
import { getFixedT, registerTexts, type TFunction, type TextTree } from "#web/lib/i18n/texts";
import ar from "../../locales/ar/operator-links.json";
import en from "../../locales/en/operator-links.json";

// The operator's pages bring their own texts: they are in no public page's JSON and no bundle of
// the site (texts-en.ts and texts-ar.ts leave them out), since only these server-rendered pages use them.
registerTexts("en", "operator-links", en as TextTree);
registerTexts("ar", "operator-links", ar as TextTree);

export const operatorTexts = (language: Language): TFunction => getFixedT(language, "operator-links");

/**
 * A count's sentences for each plural category of the language (Intl.PluralRules: Arabic has six),
 * with "{{count}}" left in: the sharing script fills in a number it only knows in the browser.
 */
export function sharingPluralTexts(language: Language, key: "queued"): Record<string, string> {
  const tree = ((language === "ar" ? ar : en) as { sharing: Record<string, string> }).sharing;
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return Object.fromEntries(
    categories.map((category) => [category, (tree[`${key}_${category}`] ?? tree[`${key}_other`] ?? "").replace(/\{\{count(?:, number)?\}\}/, "{{count}}")]),
  );
}
