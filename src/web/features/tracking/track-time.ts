import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/** Makkah time, as every time a customer reads. */
export const makkahTime = (iso: string, language: Language, withDate = false) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { timeZone: "Asia/Riyadh", timeStyle: "short", ...(withDate ? { dateStyle: "medium" } : {}) }).format(
    new Date(iso),
  );
