import { LANGUAGES } from "#shared/i18n/languages";
import { i18nFor } from "#web/lib/i18n";

/**
 * Adds the back office's texts to every language's i18next instance. Imported by the admin
 * route modules only, so the public pages' bundles never include them.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/admin.json", { eager: true });

export function registerAdminTexts(): void {
  for (const [file, module] of Object.entries(files)) {
    const language = /locales\/(\w+)\/admin\.json$/.exec(file)?.[1];
    if (!language) continue;
    for (const instance of LANGUAGES) {
      const i18n = i18nFor(instance);
      if (!i18n.hasResourceBundle(language, "admin")) i18n.addResourceBundle(language, "admin", module.default);
    }
  }
}
registerAdminTexts();
