import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/** Dates are shown in Asia/Riyadh (DESIGN), with the reader's language's digits and month names. */
export function formatDate(iso: string, language: Language): string {
  // The Gregorian calendar is pinned: ar-SA defaults to Umm al-Qura in some engines and not others,
  // and the server and the browser must print the same date.
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "gregory" }).format(new Date(iso));
}

export function formatNumber(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALE[language], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}
