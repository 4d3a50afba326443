import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "#shared/pagination/page";
import type { SecurityEventRow } from "#shared/security/security-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { searchParams } from "./search-params";

export interface SignInFilter {
  page: number;
  outcome?: string;
  email?: string;
}

/** GET /api/admin/security/sign-ins?page=&outcome=&email= */
export const fetchSignIns = (filter: SignInFilter) => adminFetch<Page<SecurityEventRow>>(`/api/admin/security/sign-ins?${searchParams({ ...filter })}`);
export const signInsQuery = (filter: SignInFilter) =>
  queryOptions({ queryKey: ["security", "sign-ins", filter], queryFn: () => fetchSignIns(filter), placeholderData: keepPreviousData });
export const useSignIns = (filter: SignInFilter) => useQuery(signInsQuery(filter));
