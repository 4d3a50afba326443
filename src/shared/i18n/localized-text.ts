import type { Language } from "./languages";

/** A text stored once per language (content entities carry both). */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** Falls back to English when a translation is empty, so a page never shows a blank. */
export function pickText(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return "";
  return text[language]?.trim() ? text[language] : text.en;
}
