import { registerTextFiles } from "#web/lib/i18n/texts";

/** The WhatsApp inbox page's texts: imported by /admin/whatsapp-inbox only. */
registerTextFiles(import.meta.glob("../../locales/*/whatsapp-inbox.json", { eager: true }));
