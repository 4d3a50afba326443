import { COUNTRY_CODES } from "#shared/testimonials/country-codes";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/** The countries named in the page's language (Intl.DisplayNames), sorted as a reader of it expects. */
export function countryOptions(language: Language): { code: string; name: string }[] {
  const locale = LANGUAGE_LOCALE[language];
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
