import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountRow } from "#shared/security/security-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/security/accounts: every staff account with its MFA state. */
export const fetchAccounts = () => adminFetch<{ items: AccountRow[] }>("/api/admin/security/accounts");
export const accountsQuery = () => queryOptions({ queryKey: ["security", "accounts"], queryFn: fetchAccounts });
export const useAccounts = () => useQuery(accountsQuery());
