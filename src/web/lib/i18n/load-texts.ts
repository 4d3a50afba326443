import type { Language } from "#shared/i18n/languages";

/**
 * One chunk per language, for pages that carry no texts of their own (page-texts.ts): the browser
 * fetches that language only. Two separate import() calls on purpose: one conditional expression
 * holding both let the bundler attach the English chunk's preload list to either branch, so
 * Arabic pages fetched the English texts too.
 */
export function loadTexts(language: Language): Promise<unknown> {
  if (language === "ar") return import("./texts-ar");
  return import("./texts-en");
}
