import { counted } from "./counted";
import { COUNTED_NOUNS } from "./counted-nouns";
import type { Language } from "./languages";

const { characters } = COUNTED_NOUNS;

/**
 * A sentence with numbers or names in it: the English pattern, and the Arabic with $1, $2… for
 * its groups, or made from the groups when one is a count (Arabic's noun changes with the number:
 * "دقيقتين", "3 دقائق", "11 دقيقة"; see counted()).
 */
export interface ArabicPattern {
  english: RegExp;
  arabic: string | ((...groups: string[]) => string);
}

/**
 * Translations keyed by the English sentence, as in gettext: shared schemas and services keep
 * writing English (the server's tests read it), and an Arabic back office gets the table's
 * Arabic. An unknown sentence stays as written, so nothing is ever blank.
 */
/**
 * zod's own sentences, for requests not made by our forms (the forms' schemas give their own):
 * types, keys and options stay as zod names them.
 */
const ZOD_SENTENCES: ArabicPattern[] = [
  { english: /^Invalid input: expected (\w+), received (\w+)$/, arabic: "قيمة غير صالحة: المتوقع $1 والمستلم $2." },
  { english: /^Unrecognized keys?: (.+)$/, arabic: "حقول غير معروفة: $1" },
  { english: /^Invalid option: expected one of (.+)$/, arabic: "خيار غير صالح: المتوقع أحد $1" },
  { english: /^Too big: expected string to have <=(\d+) characters$/, arabic: (n) => `النص طويل جدًا: ${counted(characters, n, "ar")} على الأكثر.` },
  { english: /^Too small: expected string to have >=(\d+) characters$/, arabic: (n) => `النص قصير جدًا: ${counted(characters, n, "ar")} على الأقل.` },
  { english: /^Too big: expected array to have <=(\d+) items$/, arabic: "عناصر كثيرة جدًا: $1 على الأكثر." },
  { english: /^Too small: expected array to have >=(\d+) items$/, arabic: "عناصر قليلة جدًا: $1 على الأقل." },
  { english: /^Too big: expected number to be <=(-?[\d.]+)$/, arabic: "الرقم كبير جدًا: $1 على الأكثر." },
  { english: /^Too small: expected number to be >=(-?[\d.]+)$/, arabic: "الرقم صغير جدًا: $1 على الأقل." },
  { english: /^Invalid email address$/, arabic: "عنوان البريد الإلكتروني غير صالح." },
];

/** What every staff API may answer: the safe-text refusals (rule 10) and parseJsonBody's own. A table's own Arabic wins. */
const COMMON: Record<string, string> = {
  "Please fill in this field.": "يُرجى تعبئة هذا الحقل.",
  "This text is too short.": "هذا النص قصير جدًا.",
  "This text is too long.": "هذا النص طويل جدًا.",
  "This text contains characters that are not allowed.": "يحتوي هذا النص على رموز غير مسموح بها.",
  "The request body must be JSON.": "يجب أن يكون محتوى الطلب بصيغة JSON.",
  "Some fields are not valid.": "بعض الحقول غير صحيحة.",
  "Invalid query.": "معاملات الطلب غير صالحة.",
};

export function englishKeyedTexts(own: Record<string, string>, ownPatterns: ArabicPattern[] = []) {
  const arabic = { ...COMMON, ...own };
  const patterns = [...ownPatterns, ...ZOD_SENTENCES];
  const text = (english: string, language: Language): string => {
    if (language === "en") return english;
    const exact = arabic[english];
    if (exact) return exact;
    for (const { english: pattern, arabic: words } of patterns) {
      const match = pattern.exec(english);
      if (match) return typeof words === "string" ? english.replace(pattern, words) : words(...match.slice(1).map((group) => group ?? ""));
    }
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
