import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The file repository's texts ("admin-files"), loaded with its page and with the picker. */
registerTextFiles(import.meta.glob("../../locales/*/admin-files.json", { eager: true }));
