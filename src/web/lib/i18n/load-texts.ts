import type { Language } from "#shared/i18n/languages";

/**
 * One chunk per language: the browser fetches the page's language only (before hydrating, see
 * entry.client.tsx); the server imports both at start (entry.server.tsx).
 */
export function loadTexts(language: Language): Promise<unknown> {
  return language === "ar" ? import("./texts-ar") : import("./texts-en");
}
