import type { Context } from "hono";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { languageFromAcceptHeader } from "#shared/i18n/localized-path";

/**
 * The language of the back office for this request: the staff member's choice (the "lang" cookie
 * the admin's language switch writes, the same one the admin pages read), else the browser's.
 * Staff APIs answer their refusals in it.
 */
export function staffLanguage(c: Context): Language {
  const remembered = /(?:^|;\s*)lang=(\w+)/.exec(c.req.header("cookie") ?? "")?.[1];
  return isLanguage(remembered) ? remembered : languageFromAcceptHeader(c.req.header("accept-language"));
}
