// The product speaks English and Arabic; Arabic pages live under /ar.
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_DIRECTION: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };
export const LANGUAGE_LABEL: Record<Language, string> = { en: "English", ar: "العربية" };
/** BCP 47 tags for Intl, so Arabic gets its own digits and calendar names. */
export const LANGUAGE_LOCALE: Record<Language, string> = { en: "en-GB", ar: "ar-SA" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
