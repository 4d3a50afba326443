import { registerTextFiles } from "#web/lib/i18n/texts";

/** The message templates pages' texts: imported by /admin/email-templates and /admin/whatsapp-templates only. */
registerTextFiles(import.meta.glob("../../locales/*/messaging.json", { eager: true }));
