import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "#shared/i18n/languages";

/*
 * Every locales/<lang>/<namespace>.json file is a namespace, bundled at build time (no
 * loading flash). One i18next instance per language, created once: a server render for an
 * Arabic page and one for an English page never share a mutable "current language".
 */
// The back office's texts (admin.json) are not bundled here: admin pages add them (admin-i18n.ts),
// so public pages do not carry them.
const files = import.meta.glob<{ default: Record<string, unknown> }>(["../locales/*/*.json", "!../locales/*/admin.json"], { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = "", namespace = ""] = match;
  (resources[language] ??= {})[namespace] = module.default;
}
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r))), "admin"];

const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: "common",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(language, instance);
  return instance;
}
