import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { companyProfileSchema, type CompanyProfile } from "#shared/company/company-profile.schema";
import { FEATURE_FLAGS_KEY, featureFlagsFrom, type FeatureFlags } from "#shared/settings/feature-flags";
import { SITE_SETTINGS_KEY, siteSettingsFrom, type SiteSettings } from "#shared/settings/site-settings.schema";
import type { ConfigurationsRepository } from "./configurations.repository";
import { COMPANY_PROFILE_KEY, FALLBACK_COMPANY_PROFILE } from "./company-profile.service";

/**
 * The plain settings of /admin/configurations: company profile, site settings, feature flags.
 * Each save is one transaction with its audit entry (before and after), then `changed` runs so
 * public pages show the new values at once in this process.
 */
export function createConfigurationsService(deps: { repository: ConfigurationsRepository; audit: AuditLog; changed: () => Promise<void> | void }) {
  const { repository, audit } = deps;

  async function save<T>(actor: Actor, key: string, action: string, read: (stored: unknown) => T, next: T): Promise<void> {
    await repository.transaction(async (tx) => {
      const before = read(await repository.getForUpdate(tx, key));
      await repository.set(tx, key, next);
      await audit.record(tx, actor, { action, entity: "settings", entityId: key, before, after: next });
    });
    await deps.changed();
  }
  const profileFrom = (stored: unknown): CompanyProfile => {
    const parsed = companyProfileSchema.safeParse(stored);
    return parsed.success ? parsed.data : FALLBACK_COMPANY_PROFILE;
  };

  return {
    async current(): Promise<{ companyProfile: CompanyProfile; site: SiteSettings; flags: FeatureFlags }> {
      const [profile, site, flags] = await Promise.all([
        repository.get(COMPANY_PROFILE_KEY),
        repository.get(SITE_SETTINGS_KEY),
        repository.get(FEATURE_FLAGS_KEY),
      ]);
      return { companyProfile: profileFrom(profile), site: siteSettingsFrom(site), flags: featureFlagsFrom(flags) };
    },
    saveCompanyProfile: (actor: Actor, profile: CompanyProfile) =>
      save(actor, COMPANY_PROFILE_KEY, "configurations.company_profile_update", profileFrom, profile),
    saveSiteSettings: (actor: Actor, site: SiteSettings) => save(actor, SITE_SETTINGS_KEY, "configurations.site_update", siteSettingsFrom, site),
    saveFlags: (actor: Actor, flags: FeatureFlags) => save(actor, FEATURE_FLAGS_KEY, "configurations.flags_update", featureFlagsFrom, flags),
  };
}
export type ConfigurationsService = ReturnType<typeof createConfigurationsService>;
