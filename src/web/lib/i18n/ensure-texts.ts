import type { Language } from "#shared/i18n/languages";
import { registeredTexts, registerTexts, type TextTree } from "./texts";

// One chunk per namespace and language, fetched only when a navigation needs it. The back office's
// namespaces are left out: it loads its own (admin-i18n.ts, load-texts.ts).
const files = import.meta.glob<{ default: TextTree }>([
  "../../locales/*/*.json",
  "!../../locales/*/admin.json",
  "!../../locales/*/admin-*.json",
  "!../../locales/*/operations.json",
]);

/** Registers the namespaces of `language` this browser does not have yet. */
export async function ensureTexts(language: Language, namespaces: readonly string[]): Promise<void> {
  const have = registeredTexts(language);
  await Promise.all(
    namespaces
      .filter((name) => !have[name])
      .map(async (name) => {
        const load = files[`../../locales/${language}/${name}.json`];
        if (load) registerTexts(language, name, (await load()).default);
      }),
  );
}
