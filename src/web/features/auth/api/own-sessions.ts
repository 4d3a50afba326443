import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnSession } from "#shared/auth/auth-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/account/sessions: the signed-in person's own sessions. */
export const fetchOwnSessions = () => adminFetch<{ items: OwnSession[] }>("/api/admin/account/sessions");

export const OWN_SESSIONS_KEY = ["account", "sessions"] as const;
export const ownSessionsQuery = () => queryOptions({ queryKey: OWN_SESSIONS_KEY, queryFn: fetchOwnSessions });
export const useOwnSessions = () => useQuery(ownSessionsQuery());
