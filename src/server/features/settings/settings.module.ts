import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createCompanyProfileService } from "./company-profile.service";

/** The company profile every public page shows (name, contacts, address). */
export const settingsModule: FeatureModuleFactory = (ctx) => {
  const company = createCompanyProfileService(ctx.settings);
  return { name: "settings", reads: { companyProfile: company.companyProfile } };
};
