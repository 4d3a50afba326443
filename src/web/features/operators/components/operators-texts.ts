import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The texts of admin operators, in their own namespace ("admin-operators"), loaded only with its page. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-operators.json", { eager: true }));
