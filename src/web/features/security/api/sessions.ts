import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionRow } from "#shared/security/security-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/security/sessions: every active staff session. */
export const fetchSessions = () => adminFetch<{ items: SessionRow[] }>("/api/admin/security/sessions");
export const sessionsQuery = () => queryOptions({ queryKey: ["security", "sessions"], queryFn: fetchSessions });
export const useSessions = () => useQuery(sessionsQuery());
