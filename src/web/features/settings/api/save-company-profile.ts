import type { CompanyProfile } from "#shared/company/company-profile.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useConfigurationsMutation } from "./use-configurations-mutation";

/** PATCH /api/admin/configurations/company-profile */
export const saveCompanyProfile = (profile: CompanyProfile) => adminFetch("/api/admin/configurations/company-profile", { method: "PATCH", body: profile });
export const useSaveCompanyProfile = () => useConfigurationsMutation("company-profile", saveCompanyProfile);
