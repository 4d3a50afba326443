import type { Language } from "#shared/i18n/languages";
import { getFixedT } from "#web/lib/i18n/texts";

/** Admin pages: a translated title, never indexed. */
export function adminMeta(language: Language | undefined, titleKey: string) {
  const lang = language ?? "en";
  const t = getFixedT(lang, "admin");
  return [{ title: `${t(titleKey)} · ${t("layout.backOffice")} · Rihla` }, { name: "robots", content: "noindex, nofollow" }];
}
