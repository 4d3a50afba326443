import { registerTextFiles } from "#web/lib/i18n/texts";

/** The workflow rules page's texts: imported by /admin/workflow only. */
registerTextFiles(import.meta.glob("../../locales/*/workflow.json", { eager: true }));
