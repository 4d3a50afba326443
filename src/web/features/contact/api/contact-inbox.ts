import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactInboxView, ContactMessageRow, HandleContactMessage } from "#shared/contact/contact-inbox.schema";
import type { ContactReply } from "#shared/contact/contact-reply.schema";
import type { Page } from "#shared/pagination/page";
import { adminFetch } from "#web/lib/staff-session/admin-api";

const KEY = ["contact-messages"] as const;

/** GET /api/admin/contact-messages?view=&page= */
export const fetchContactInbox = (view: ContactInboxView, page: number) =>
  adminFetch<Page<ContactMessageRow>>(`/api/admin/contact-messages?${new URLSearchParams({ view, page: String(page) })}`);
export const contactInboxQuery = (view: ContactInboxView, page: number) =>
  queryOptions({ queryKey: [...KEY, "list", view, page], queryFn: () => fetchContactInbox(view, page), placeholderData: keepPreviousData });
export const useContactInbox = (view: ContactInboxView, page: number) => useQuery(contactInboxQuery(view, page));

/** GET /api/admin/contact-messages/:id */
export const fetchContactMessage = (id: string) => adminFetch<ContactMessageRow>(`/api/admin/contact-messages/${encodeURIComponent(id)}`);
export const useContactMessage = (id: string) => useQuery(queryOptions({ queryKey: [...KEY, "one", id], queryFn: () => fetchContactMessage(id) }));

/** POST /api/admin/contact-messages/:id/handle — the inbox, the message and the dashboard are read again after. */
export function useHandleContactMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, "handle", id],
    mutationFn: (input: HandleContactMessage) => adminFetch<ContactMessageRow>(`/api/admin/contact-messages/${encodeURIComponent(id)}/handle`, { body: input }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}

/** POST /api/admin/contact-messages/:id/reply — an answer by email through the outbox; marks the message handled. */
export function useReplyContactMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, "reply", id],
    mutationFn: (input: ContactReply) => adminFetch<{ ok: true }>(`/api/admin/contact-messages/${encodeURIComponent(id)}/reply`, { body: input }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}
