import type { Language } from "#shared/i18n/languages";
import { i18nFor } from "#web/lib/i18n";

/** Admin pages: a translated title, never indexed. */
export function adminMeta(language: Language | undefined, titleKey: string) {
  const lang = language ?? "en";
  const t = i18nFor(lang).getFixedT(lang, "admin");
  return [{ title: `${t(titleKey)} · ${t("layout.backOffice")} · Rihla` }, { name: "robots", content: "noindex, nofollow" }];
}
