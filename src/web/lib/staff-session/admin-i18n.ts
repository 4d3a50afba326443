import "#web/lib/i18n/texts-en";
import "#web/lib/i18n/texts-ar";
import { registerTextFiles } from "#web/lib/i18n/texts";

/**
 * The back office's texts, with the site's in both languages (its language is a remembered
 * choice on one URL): imported by the admin route modules only, so public pages never carry them.
 */
registerTextFiles(import.meta.glob("../../locales/*/admin.json", { eager: true }));
