import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createCompanyProfileService } from "./company-profile.service";
import { createConfigurationsRepository } from "./configurations.repository";
import { configurationsAdminRoutes } from "./configurations.routes";
import { createConfigurationsService } from "./configurations.service";
import { createIntegrationsService } from "./integrations.service";

/**
 * The company profile every public page shows (name, contacts, address), and /admin/configurations
 * where an administrator edits it with the site settings, integrations and feature flags.
 */
export const settingsModule: FeatureModuleFactory = (ctx) => {
  const company = createCompanyProfileService(ctx.settings);
  const repository = createConfigurationsRepository(ctx.db);
  const configurations = createConfigurationsService({
    repository,
    audit: ctx.audit,
    // Public pages read the profile through the cache above and are themselves cached: empty both.
    changed: () => {
      company.invalidate();
      ctx.clearPageCache();
    },
  });
  const integrations = createIntegrationsService({ repository, secretBox: ctx.secretBox, audit: ctx.audit, config: ctx.config });
  return {
    name: "settings",
    reads: { companyProfile: company.companyProfile },
    adminRoutes: configurationsAdminRoutes({ configurations, integrations, environmentStreamUrl: ctx.config.MAKKAH_LIVE_STREAM_URL }),
  };
};
