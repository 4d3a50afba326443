import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "#shared/pagination/page";
import type { AuditRow } from "#shared/security/security-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { searchParams } from "./search-params";

export interface AuditFilter {
  page: number;
  actor?: string;
  action?: string;
  entity?: string;
}

/** GET /api/admin/security/audit?page=&actor=&action=&entity= */
export const fetchAudit = (filter: AuditFilter) => adminFetch<Page<AuditRow>>(`/api/admin/security/audit?${searchParams({ ...filter })}`);
export const auditQuery = (filter: AuditFilter) =>
  queryOptions({ queryKey: ["security", "audit", filter], queryFn: () => fetchAudit(filter), placeholderData: keepPreviousData });
export const useAudit = (filter: AuditFilter) => useQuery(auditQuery(filter));
