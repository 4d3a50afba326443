import type { Language } from "../i18n/languages";
import type { QuickToolsOptions } from "../quick-tools/quick-tools-options";
import type { FeatureFlags } from "./feature-flags";

/**
 * What every public page needs of /admin/configurations: which modules are on (their links and
 * pages follow), what the Quick Tools bar offers, and the booking form's shortest notice.
 */
export interface SiteFeatures {
  flags: FeatureFlags;
  quickTools: QuickToolsOptions;
  /** A pickup must be at least this many hours away (the server refuses sooner ones). */
  bookingLeadHours: number;
  /** The languages the public site is offered in (never empty): the switch and hreflang links follow. */
  languages: readonly Language[];
}
