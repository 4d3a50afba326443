import { registerTextFiles } from "#web/lib/i18n/texts";

/** The operations pages' texts (configurations, error logs, system views): imported by those route modules only. */
registerTextFiles(import.meta.glob("../../locales/*/operations.json", { eager: true }));
