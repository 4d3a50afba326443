import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { quickToolsOptionsFrom } from "#shared/quick-tools/quick-tools-options";
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
    changed: async () => {
      company.invalidate();
      // Read again before answering, so the next page and its Content-Security-Policy use the new values.
      ctx.siteSettings.invalidate();
      await ctx.siteSettings.current().catch((error: unknown) => ctx.logger.warn({ err: error }, "site settings: reload failed"));
      ctx.clearPageCache();
    },
  });
  const integrations = createIntegrationsService({
    repository,
    secretBox: ctx.secretBox,
    audit: ctx.audit,
    config: ctx.config,
    // The captcha and the error-reporting address in force may change; pages (and their
    // Content-Security-Policy) show the new ones, the server reports to the new address.
    changed: async () => {
      await ctx.captcha.refresh().catch((error: unknown) => ctx.logger.warn({ err: error }, "captcha: reload failed"));
      await ctx.errorReporting.refresh();
      ctx.clearPageCache();
    },
  });
  return {
    name: "settings",
    reads: {
      companyProfile: company.companyProfile,
      siteFeatures: async () => {
        const { site, flags } = await ctx.siteSettings.current();
        return { flags, quickTools: quickToolsOptionsFrom(site), bookingLeadHours: site.bookingLeadTimeHours, languages: site.languagesShown };
      },
      bookingTerms: async () => {
        const { site } = await ctx.siteSettings.current();
        return { cancellationCutoffHours: site.cancellationCutoffHours, paymentMethod: site.paymentMethod };
      },
    },
    adminRoutes: configurationsAdminRoutes({ configurations, integrations, environmentStreamUrl: ctx.config.MAKKAH_LIVE_STREAM_URL }),
  };
};
