import type { Language } from "./languages";

/** A sentence with numbers or names in it: the English pattern, and the Arabic with $1, $2… for its groups. */
export interface ArabicPattern {
  english: RegExp;
  arabic: string;
}

/**
 * Translations keyed by the English sentence, as in gettext: shared schemas and services keep
 * writing English (the server's tests read it), and an Arabic back office gets the table's
 * Arabic. An unknown sentence stays as written, so nothing is ever blank.
 */
/** zod's own sentence for a value of the wrong type (a request not made by our forms): the types stay as zod names them. */
const ZOD_TYPE: ArabicPattern = { english: /^Invalid input: expected (\w+), received (\w+)$/, arabic: "قيمة غير صالحة: المتوقع $1 والمستلم $2." };

export function englishKeyedTexts(arabic: Record<string, string>, ownPatterns: ArabicPattern[] = []) {
  const patterns = [...ownPatterns, ZOD_TYPE];
  const text = (english: string, language: Language): string => {
    if (language === "en") return english;
    const exact = arabic[english];
    if (exact) return exact;
    for (const pattern of patterns) if (pattern.english.test(english)) return english.replace(pattern.english, pattern.arabic);
    return english;
  };
  return {
    text,
    /** Whether a sentence has its Arabic (for the tests that keep a table complete). */
    has: (english: string) => english in arabic || patterns.some((pattern) => pattern.english.test(english)),
    /** Every field's message of a flat error map. */
    fields: (fieldErrors: Record<string, string>, language: Language) =>
      Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, text(message, language)])),
  };
}
