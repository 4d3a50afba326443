import type { PluralForms } from "./counted";
import type { Language } from "./languages";

/*
 * The nouns the server's sentences count, in every plural form each language needs (English: one,
 * other; Arabic: zero, one, two, few, many, other). "{n}" is the number in the reader's digits.
 * Arabic forms are the genitive/accusative the sentences use ("تتسع لـ راكبين", "بعد دقيقتين").
 * counted-nouns.test.ts walks each for 0, 1, 2, 3, 11 and 100.
 */
const arabic = (zero: string, one: string, two: string, few: string, many: string, other = many): PluralForms => ({ zero, one, two, few, many, other });

export const COUNTED_NOUNS = {
  hours: { en: { one: "{n} hour", other: "{n} hours" }, ar: arabic("{n} ساعة", "ساعة واحدة", "ساعتين", "{n} ساعات", "{n} ساعة") },
  minutes: { en: { one: "{n} minute", other: "{n} minutes" }, ar: arabic("{n} دقيقة", "دقيقة واحدة", "دقيقتين", "{n} دقائق", "{n} دقيقة") },
  legs: { en: { one: "{n} trip", other: "{n} trips" }, ar: arabic("{n} رحلة", "رحلة واحدة", "رحلتين", "{n} رحلات", "{n} رحلة") },
  characters: { en: { one: "{n} character", other: "{n} characters" }, ar: arabic("{n} حرف", "حرف واحد", "حرفين", "{n} أحرف", "{n} حرفًا", "{n} حرف") },
  passengers: { en: { one: "{n} passenger", other: "{n} passengers" }, ar: arabic("{n} راكب", "راكب واحد", "راكبين", "{n} ركاب", "{n} راكبًا", "{n} راكب") },
  adults: { en: { one: "{n} adult", other: "{n} adults" }, ar: arabic("{n} بالغ", "بالغ واحد", "بالغين", "{n} بالغين", "{n} بالغًا", "{n} بالغ") },
  children: { en: { one: "{n} child", other: "{n} children" }, ar: arabic("{n} طفل", "طفل واحد", "طفلين", "{n} أطفال", "{n} طفلًا", "{n} طفل") },
  infants: { en: { one: "{n} infant", other: "{n} infants" }, ar: arabic("{n} رضيع", "رضيع واحد", "رضيعين", "{n} رُضّع", "{n} رضيعًا", "{n} رضيع") },
  bags: { en: { one: "{n} bag", other: "{n} bags" }, ar: arabic("{n} حقيبة", "حقيبة واحدة", "حقيبتين", "{n} حقائب", "{n} حقيبة") },
  files: { en: { one: "{n} file", other: "{n} files" }, ar: arabic("{n} ملف", "ملف واحد", "ملفين", "{n} ملفات", "{n} ملفًا", "{n} ملف") },
  rows: { en: { one: "{n} row", other: "{n} rows" }, ar: arabic("{n} صف", "صف واحد", "صفّان", "{n} صفوف", "{n} صفًا", "{n} صف") },
} satisfies Record<string, Record<Language, PluralForms>>;

export type CountedNoun = keyof typeof COUNTED_NOUNS;
