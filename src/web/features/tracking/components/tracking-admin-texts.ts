import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The staff maps' texts ("admin-tracking"), loaded only with the job tracker. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-tracking.json", { eager: true }));
