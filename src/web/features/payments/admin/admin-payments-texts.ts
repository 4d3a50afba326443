import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The staff's payment texts ("admin-payments"), loaded only with the pages that show payments. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-payments.json", { eager: true }));
