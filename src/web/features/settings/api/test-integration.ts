import type { IntegrationName, IntegrationTestResult } from "#shared/settings/integrations.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useConfigurationsMutation } from "./use-configurations-mutation";

/** POST /api/admin/configurations/integrations/test: tries the values in force and says what happened. */
export const testIntegration = (name: IntegrationName) =>
  adminFetch<IntegrationTestResult>("/api/admin/configurations/integrations/test", { method: "POST", body: { name } });
export const useTestIntegration = () => useConfigurationsMutation("test", testIntegration);
