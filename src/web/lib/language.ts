import { useLocation } from "react-router";
import { splitLanguage } from "#shared/i18n/localized-path";
import type { Language } from "#shared/i18n/languages";

/** The page's language comes from its URL (/ar/... is Arabic), on the server and in the browser. */
export function languageOf(request: Request): Language {
  return splitLanguage(new URL(request.url).pathname).language;
}

export function useLanguage(): Language {
  return splitLanguage(useLocation().pathname).language;
}
