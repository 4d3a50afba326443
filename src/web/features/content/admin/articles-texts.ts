import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The texts of the blog and guide editors ("admin-articles"), loaded only with their pages. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-articles.json", { eager: true }));
