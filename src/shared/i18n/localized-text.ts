import type { Language } from "./languages";

/** A text stored once per language (content entities carry both). */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** Falls back to English (then Arabic) when a translation is empty, so a page never shows a blank. */
export function pickText(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return "";
  if (text[language]?.trim()) return text[language];
  return text.en?.trim() ? text.en : (text.ar ?? "");
}
