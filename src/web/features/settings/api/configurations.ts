import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConfigurationsAnswer } from "#shared/settings/configurations-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/configurations: profile, site settings, integrations (secrets masked), flags. */
export const fetchConfigurations = () => adminFetch<ConfigurationsAnswer>("/api/admin/configurations");

export const CONFIGURATIONS_KEY = ["configurations"] as const;
export const configurationsQuery = () => queryOptions({ queryKey: CONFIGURATIONS_KEY, queryFn: fetchConfigurations });
export const useConfigurations = () => useQuery(configurationsQuery());
