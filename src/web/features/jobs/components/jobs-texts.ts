import "#web/lib/staff-session/admin-i18n";
import { registerTextFiles } from "#web/lib/i18n/texts";

/** The job tracker's texts, in their own namespace ("admin-jobs"), loaded only with its page. */
registerTextFiles(import.meta.glob("../../../locales/*/admin-jobs.json", { eager: true }));
import "./dispatch/dispatch-texts";
