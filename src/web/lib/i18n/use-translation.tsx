import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "#shared/i18n/languages";
import { getFixedT, type TFunction } from "./texts";

const LanguageContext = createContext<Language>("en");

/** The page's language for every useTranslation below it. */
export function TextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** react-i18next's shape (`const { t } = useTranslation("ns")`), on the small runtime of ./texts. */
export function useTranslation(namespace = "common"): { t: TFunction; i18n: { language: Language } } {
  const language = useContext(LanguageContext);
  return useMemo(() => ({ t: getFixedT(language, namespace), i18n: { language } }), [language, namespace]);
}
