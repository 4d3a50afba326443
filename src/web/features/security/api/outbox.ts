import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "#shared/pagination/page";
import type { OutboxRow } from "#shared/security/security-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** GET /api/admin/security/outbox?page= */
export const fetchOutbox = (page: number) => adminFetch<Page<OutboxRow>>(`/api/admin/security/outbox?page=${page}`);
export const outboxQuery = (page: number) =>
  queryOptions({ queryKey: ["security", "outbox", page], queryFn: () => fetchOutbox(page), placeholderData: keepPreviousData });
export const useOutbox = (page: number) => useQuery(outboxQuery(page));
