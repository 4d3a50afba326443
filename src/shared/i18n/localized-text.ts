import { z } from "zod";
import type { Language } from "./languages";

/** A text stored once per language (content entities carry both). */
export const localizedTextSchema = z.object({
  en: z.string().trim().min(1, "English text is required"),
  ar: z.string().trim().min(1, "Arabic text is required"),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Falls back to English when a translation is empty, so a page never shows a blank. */
export function pickText(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return "";
  return text[language]?.trim() ? text[language] : text.en;
}
