import type { CompanyProfile } from "../company/company-profile.schema";
import type { FeatureFlags } from "./feature-flags";
import type { IntegrationView } from "./integrations.schema";
import type { SiteSettings } from "./site-settings.schema";

/** GET /api/admin/configurations */
export interface ConfigurationsAnswer {
  companyProfile: CompanyProfile;
  site: SiteSettings;
  /** What the stream address is when the setting is empty (the environment's value). */
  environmentStreamUrl: string;
  integrations: IntegrationView[];
  flags: FeatureFlags;
}
