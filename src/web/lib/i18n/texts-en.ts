import { registerTextFiles } from "./texts";

// The public site's texts in this language (the back office adds its own: admin-i18n.ts).
registerTextFiles(import.meta.glob(["../../locales/en/*.json", "!../../locales/en/admin.json", "!../../locales/en/operator-links.json"], { eager: true }));
