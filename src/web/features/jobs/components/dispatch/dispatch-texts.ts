import { registerTextFiles } from "#web/lib/i18n/texts";

/** Dispatch's texts ("admin-dispatch"): the tracker's leg panels and the admin header's alerts. */
registerTextFiles(import.meta.glob("../../../../locales/*/admin-dispatch.json", { eager: true }));
