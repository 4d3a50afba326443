import type { Context } from "hono";
import type { z } from "zod";
import type { Language } from "#shared/i18n/languages";
import { staffLanguage } from "./staff-language";
import { parseJsonBody } from "./validation";

/**
 * A staff API's refusals in the back office's language: `say(c)` turns one of its English
 * sentences into this request's language through the feature's English-keyed table, and `parse`
 * is parseJsonBody with the schema's sentences translated the same way.
 */
export function staffWording(text: (english: string, language: Language) => string) {
  const say = (c: Context) => (english: string) => text(english, staffLanguage(c));
  return {
    say,
    parse: <S extends z.ZodType>(c: Context, schema: S) => parseJsonBody(c, schema, say(c)),
  };
}
