import type { IntegrationName } from "#shared/settings/integrations.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { useConfigurationsMutation } from "./use-configurations-mutation";

/** PATCH /api/admin/configurations/integrations: a text replaces a field, null clears it, an absent field is kept. */
export const saveIntegration = (input: { name: IntegrationName; values: Record<string, string | null> }) =>
  adminFetch("/api/admin/configurations/integrations", { method: "PATCH", body: input });
export const useSaveIntegration = () => useConfigurationsMutation("integration", saveIntegration);
