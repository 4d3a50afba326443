import type { Language } from "#shared/i18n/languages";
import { registeredTexts, registerTexts, type TextTree } from "./texts";

/**
 * A public page's texts travel as data in its HTML, not as JavaScript: the root layout writes the
 * page language's public namespaces into `<script type="application/json" id="rihla-texts">`
 * (never the back office's), and entry.client.tsx registers them before hydrating. JSON costs the
 * browser less than the same texts as a module (no parse as code, no extra request, no chunk
 * to wait for before hydration), and only the page's language travels.
 * See docs/decisions/006-web-translation-runtime.md.
 */
export const PAGE_TEXTS_ID = "rihla-texts";
// Namespaces that never go into a public page: the back office brings its own (admin-i18n.ts).
const PRIVATE_NAMESPACES = new Set(["admin"]);

// The serialized texts per language: the server computes them once; the browser keeps the exact
// string it received, so the element hydrates with the same content it was rendered with.
const serialized = new Map<Language, string>();

/** The page's texts as the content of the data element, with `<` escaped (no `</script>` inside). */
export function pageTextsJson(language: Language): string {
  let json = serialized.get(language);
  if (json === undefined) {
    const texts = Object.fromEntries(Object.entries(registeredTexts(language)).filter(([namespace]) => !PRIVATE_NAMESPACES.has(namespace)));
    json = JSON.stringify(texts).replace(/</g, "\\u003c");
    serialized.set(language, json);
  }
  return json;
}

/** In the browser, before hydration: registers the texts the page carries. False when it carries none (back office). */
export function registerPageTexts(language: Language, doc: Document = document): boolean {
  const json = doc.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!json) return false;
  for (const [namespace, texts] of Object.entries(JSON.parse(json) as Record<string, TextTree>)) registerTexts(language, namespace, texts);
  serialized.set(language, json);
  return true;
}
