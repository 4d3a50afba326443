import { COMPANY_PROFILE_KEY, companyProfileSchema, type CompanyProfile } from "#shared/company/company-profile.schema";
import type { SettingsRepository } from "#server/platform/settings/settings.repository";

export { COMPANY_PROFILE_KEY };

/** Used only if the database has no profile yet (before the first seed). */
export const FALLBACK_COMPANY_PROFILE: CompanyProfile = {
  name: { en: "Rihla", ar: "رحلة" },
  tagline: { en: "Pilgrimage and travel transport in Saudi Arabia", ar: "نقل الحجاج والمسافرين في المملكة العربية السعودية" },
  phone: "+966500000000",
  whatsapp: "+966500000000",
  email: "info@rihla.example",
  address: { en: "Makkah, Saudi Arabia", ar: "مكة المكرمة، المملكة العربية السعودية" },
  social: {},
};

export function createCompanyProfileService(repository: Pick<SettingsRepository, "get">, now: () => number = Date.now) {
  // The profile is read on every page render; a cache as short as the page cache keeps it off the
  // hot path while an edit made in another process still shows within seconds. The renders that
  // arrive while a read runs share it, and a failed read is not kept.
  let cached: { value: Promise<CompanyProfile>; at: number } | null = null;
  const TTL_MS = 5_000;
  const load = async () => {
    const parsed = companyProfileSchema.safeParse(await repository.get(COMPANY_PROFILE_KEY));
    return parsed.success ? parsed.data : FALLBACK_COMPANY_PROFILE;
  };
  return {
    /** After a save in this process: the next read goes to the database. */
    invalidate() {
      cached = null;
    },
    companyProfile(): Promise<CompanyProfile> {
      if (cached && now() - cached.at < TTL_MS) return cached.value;
      const entry = { value: load(), at: now() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.value;
    },
  };
}
