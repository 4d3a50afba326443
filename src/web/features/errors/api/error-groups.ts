import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ErrorGroupView } from "#shared/errors/error-groups";
import type { Page } from "#shared/pagination/page";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export interface ErrorGroupFilter {
  status: "open" | "resolved" | "all";
  source: "client" | "server" | "all";
  q: string;
  page: number;
}
export type ErrorGroupsAnswer = Page<ErrorGroupView> & { open: number };

/** GET /api/admin/error-logs?status=&source=&q=&page= */
export const fetchErrorGroups = (filter: ErrorGroupFilter) => {
  const params = new URLSearchParams({ status: filter.status, source: filter.source, page: String(filter.page) });
  if (filter.q) params.set("q", filter.q);
  return adminFetch<ErrorGroupsAnswer>(`/api/admin/error-logs?${params}`);
};
export const ERROR_GROUPS_KEY = ["error-logs"] as const;
export const errorGroupsQuery = (filter: ErrorGroupFilter) =>
  queryOptions({ queryKey: [...ERROR_GROUPS_KEY, filter], queryFn: () => fetchErrorGroups(filter), placeholderData: keepPreviousData });
export const useErrorGroups = (filter: ErrorGroupFilter) => useQuery(errorGroupsQuery(filter));
