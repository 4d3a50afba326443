import type { Context } from "hono";
import type { Language } from "#shared/i18n/languages";
import { backOfficeLanguage } from "#shared/i18n/localized-path";

/** The back office's language for this request (the one its pages use): staff APIs answer their refusals in it. */
export const staffLanguage = (c: Context): Language => backOfficeLanguage(c.req.header("cookie"), c.req.header("accept-language"));
