import { registerTextFiles } from "./texts";

// The public site's texts in this language (the back office adds its own: admin-i18n.ts).
registerTextFiles(import.meta.glob(["../../locales/ar/*.json", "!../../locales/ar/admin.json", "!../../locales/ar/operator-links.json"], { eager: true }));
