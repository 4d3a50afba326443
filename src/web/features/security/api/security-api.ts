import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "#shared/pagination/page";
import { adminFetch } from "#web/lib/staff-session/admin-api";

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  active: boolean;
  mfaEnabled: boolean;
  lastSignInAt: string | null;
}
export interface SessionRow {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}
export interface SecurityEventRow {
  id: number;
  kind: string;
  outcome: string;
  reason: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  at: string;
}
export interface AuditRow {
  id: number;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: string;
}
export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
};

export const useAccounts = () =>
  useQuery({ queryKey: ["security", "accounts"], queryFn: () => adminFetch<{ items: AccountRow[] }>("/api/admin/security/accounts") });
export const useSessions = () =>
  useQuery({ queryKey: ["security", "sessions"], queryFn: () => adminFetch<{ items: SessionRow[] }>("/api/admin/security/sessions") });
export const useSignIns = (filter: { page: number; outcome?: string; email?: string }) =>
  useQuery({
    queryKey: ["security", "sign-ins", filter],
    queryFn: () => adminFetch<Page<SecurityEventRow>>(`/api/admin/security/sign-ins?${query(filter)}`),
    placeholderData: keepPreviousData,
  });
export const useAudit = (filter: { page: number; actor?: string; action?: string; entity?: string }) =>
  useQuery({
    queryKey: ["security", "audit", filter],
    queryFn: () => adminFetch<Page<AuditRow>>(`/api/admin/security/audit?${query(filter)}`),
    placeholderData: keepPreviousData,
  });
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: ["security", "outbox", page],
    queryFn: () => adminFetch<Page<OutboxRow>>(`/api/admin/security/outbox?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/security/sessions/${id}/revoke`, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: ["security"] }),
  });
}
