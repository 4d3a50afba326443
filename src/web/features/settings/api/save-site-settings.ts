import type { SiteSettings } from "#shared/settings/site-settings.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useConfigurationsMutation } from "./use-configurations-mutation";

/** PATCH /api/admin/configurations/site */
export const saveSiteSettings = (site: SiteSettings) => adminFetch("/api/admin/configurations/site", { method: "PATCH", body: site });
export const useSaveSiteSettings = () => useConfigurationsMutation("site", saveSiteSettings);
