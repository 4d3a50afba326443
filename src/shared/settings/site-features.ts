import type { QuickToolsOptions } from "../quick-tools/quick-tools-options";
import type { FeatureFlags } from "./feature-flags";

/**
 * What every public page needs of /admin/configurations: which modules are on (their links and
 * pages follow), and what the Quick Tools bar offers.
 */
export interface SiteFeatures {
  flags: FeatureFlags;
  quickTools: QuickToolsOptions;
}
