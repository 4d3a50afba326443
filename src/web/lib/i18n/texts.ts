import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/*
 * The site's texts: locales/<lang>/<namespace>.json, in i18next's format (nested keys, "ns:key",
 * {{value}} and {{value, number(option: value)}} interpolation, _zero/_one/…/_other plurals by
 * Intl.PluralRules). A few hundred bytes instead of i18next's 16 KB gzip, which the public
 * first-load budget (120 KB, React and React Router taking 107) cannot carry; see
 * docs/decisions/006-web-translation-runtime.md. The server registers every language at start; a
 * public page carries its own language's texts as JSON in its HTML (page-texts.ts), the back
 * office imports its own (admin-i18n.ts).
 */
export type TextTree = { [key: string]: string | TextTree };
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

const store: Partial<Record<Language, Record<string, TextTree>>> = {};

export function registerTexts(language: Language, namespace: string, texts: TextTree): void {
  (store[language] ??= {})[namespace] ??= texts;
}

/** The namespaces registered for a language (page-texts.ts serializes a public page's). */
export function registeredTexts(language: Language): Readonly<Record<string, TextTree>> {
  return store[language] ?? {};
}

/** Registers every locales/<lang>/<namespace>.json of an import.meta.glob result. */
export function registerTextFiles(files: Record<string, { default: TextTree }>): void {
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match) registerTexts(match[1] as Language, match[2] as string, module.default);
  }
}

function lookup(language: Language, namespace: string, key: string): string | undefined {
  let node: string | TextTree | undefined = store[language]?.[namespace];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LANGUAGE_LOCALE[language])));
  return rules.select(count);
}

/** "{{count, number(numberingSystem: arab)}}": Intl.NumberFormat with the given options. */
function formatValue(value: unknown, format: string | undefined, language: Language): string {
  if (value === undefined || value === null) return "";
  const number = format && /^number(?:\((.*)\))?$/.exec(format.trim());
  if (!number || typeof value !== "number") return String(value);
  const options = Object.fromEntries(
    (number[1] ?? "")
      .split(";")
      .map((pair) => pair.split(":").map((part) => part.trim()))
      .filter((pair) => pair[0]),
  ) as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(LANGUAGE_LOCALE[language], options).format(value);
}

export function translate(language: Language, defaultNamespace: string, fullKey: string, options: TranslateOptions = {}): string {
  const split = fullKey.indexOf(":");
  const namespace = split > 0 ? fullKey.slice(0, split) : defaultNamespace;
  const key = split > 0 ? fullKey.slice(split + 1) : fullKey;
  const { count } = options;
  let text: string | undefined;
  if (typeof count === "number") {
    // A form the language needs but the file lacks falls back to _other, never to the bare key:
    // that used to show an Arabic "two" as the English key ("passengers"). locales/plurals.test.ts
    // keeps every form present.
    text =
      (count === 0 ? lookup(language, namespace, `${key}_zero`) : undefined) ??
      lookup(language, namespace, `${key}_${pluralOf(language, count)}`) ??
      lookup(language, namespace, `${key}_other`);
  }
  text ??= lookup(language, namespace, key) ?? options.defaultValue ?? key;
  return text.replace(/\{\{-?\s*([\w.]+)\s*(?:,([^}]*))?\}\}/g, (_, name: string, format?: string) => formatValue(options[name], format, language));
}

/** A translation function fixed to one language and default namespace (meta functions, loaders). */
export function getFixedT(language: Language, namespace = "common"): TFunction {
  return (key, options) => translate(language, namespace, key, options);
}

// One module for the runtime and its React side: one small chunk on every page instead of two.
const LanguageContext = createContext<Language>("en");

/** The page's language for every useTranslation below it. */
export function TextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return createElement(LanguageContext.Provider, { value: language }, children);
}

/** react-i18next's shape (`const { t } = useTranslation("ns")`), on this small runtime. */
export function useTranslation(namespace = "common"): { t: TFunction; i18n: { language: Language } } {
  const language = useContext(LanguageContext);
  return useMemo(() => ({ t: getFixedT(language, namespace), i18n: { language } }), [language, namespace]);
}
