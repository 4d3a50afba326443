import { assertPublicConfig, ConfigurationInvalidError, type PublicConfig } from "#shared/config/public-config";

export interface ConfigurationOutcome {
  /** The required values that are missing or invalid (the Configuration Error screen); null when none. */
  problems: string[] | null;
  warnings: string[];
}

/**
 * The spec's start-up rules, run by the root loader for every page: a bad required value throws
 * the spec's error (ConfigurationInvalidError), caught here so the page shows the Configuration
 * Error screen instead. The browser receives this verdict as data and logs the same error, so
 * the checker's code is not in every page's JavaScript.
 */
export function configurationOutcome(config: PublicConfig): ConfigurationOutcome {
  try {
    return { problems: null, warnings: assertPublicConfig(config).warnings };
  } catch (error) {
    if (error instanceof ConfigurationInvalidError) return { problems: error.problems, warnings: [] };
    throw error;
  }
}
