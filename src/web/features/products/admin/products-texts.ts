import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The texts of admin products, in their own namespace ("admin-products"), loaded only with its page. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-products.json", { eager: true }));
