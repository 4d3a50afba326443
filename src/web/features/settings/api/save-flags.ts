import type { FeatureFlags } from "#shared/settings/feature-flags";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useConfigurationsMutation } from "./use-configurations-mutation";

/** PATCH /api/admin/configurations/flags */
export const saveFlags = (flags: FeatureFlags) => adminFetch("/api/admin/configurations/flags", { method: "PATCH", body: flags });
export const useSaveFlags = () => useConfigurationsMutation("flags", saveFlags);
