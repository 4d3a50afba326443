import { registerTextFiles } from "./texts";

// The public site's texts in this language (the back office adds its own: admin-i18n.ts).
registerTextFiles(import.meta.glob(["../../locales/en/*.json", "!../../locales/en/admin.json"], { eager: true }));
