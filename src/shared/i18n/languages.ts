// The product speaks English and Arabic; Arabic pages live under /ar.
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_DIRECTION: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };
export const LANGUAGE_LABEL: Record<Language, string> = { en: "English", ar: "العربية" };
/**
 * BCP 47 tags for Intl: every interface number goes through these, so a page uses one digit system.
 * Arabic pages use Western digits (nu-latn), as Saudi sites commonly do: prices, phone numbers,
 * references and the content staff write all use them, and "٤٫٤ من 5" mixed both (issue 10).
 */
export const LANGUAGE_LOCALE: Record<Language, string> = { en: "en-GB", ar: "ar-SA-u-nu-latn" };
/** The Open Graph locale (language_TERRITORY). */
export const OG_LOCALE: Record<Language, string> = { en: "en_GB", ar: "ar_SA" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
