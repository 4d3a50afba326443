import type { Language } from "#shared/i18n/languages";
import { registeredTexts, registerTexts, type TextTree } from "./texts";

/**
 * A public page's texts travel as data in its HTML, not as JavaScript: the root layout writes the
 * namespaces the page's routes declare (route-texts.ts), in the page's language, into
 * `<script type="application/json" id="rihla-texts">` (never the back office's), and
 * entry.client.tsx registers them before hydrating. JSON costs the
 * browser less than the same texts as a module (no parse as code, no extra request, no chunk
 * to wait for before hydration), and only the page's language travels.
 * See docs/decisions/006-web-translation-runtime.md.
 */
export const PAGE_TEXTS_ID = "rihla-texts";
// Namespaces that never go into a public page: the back office brings its own (admin-i18n.ts).
const PRIVATE_NAMESPACES = new Set(["admin"]);

// The serialized texts per language and set of namespaces: the server computes each once (the
// browser keeps the element's content as it arrived: carriedPageTexts).
const serialized = new Map<string, string>();
const keyOf = (language: Language, namespaces: readonly string[]) => `${language}:${namespaces.join(",")}`;

/** The page's texts (the given namespaces) as the content of the data element, with `<` escaped (no `</script>` inside). */
export function pageTextsJson(language: Language, namespaces: readonly string[]): string {
  const key = keyOf(language, namespaces);
  let json = serialized.get(key);
  if (json === undefined) {
    const registered = registeredTexts(language);
    const texts = Object.fromEntries(namespaces.filter((name) => !PRIVATE_NAMESPACES.has(name) && registered[name]).map((name) => [name, registered[name]]));
    json = JSON.stringify(texts).replace(/</g, "\\u003c");
    serialized.set(key, json);
  }
  return json;
}

/** In the browser: the texts the page arrived with, as they are in its data element. */
export function carriedPageTexts(doc: Document = document): string {
  return doc.getElementById(PAGE_TEXTS_ID)?.textContent ?? "";
}

/** In the browser, before hydration: registers the texts the page carries. False when it carries none (back office). */
export function registerPageTexts(language: Language, doc: Document = document): boolean {
  const json = doc.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!json) return false;
  for (const [namespace, tree] of Object.entries(JSON.parse(json) as Record<string, TextTree>)) registerTexts(language, namespace, tree);
  return true;
}
